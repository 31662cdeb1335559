import { afterEach, describe, expect, it } from 'vitest';
import { agreementSections } from '../agreement/agreement-text.ts';
import { giftFees } from '../giving/gift-fees.ts';
import {
  describeCardFee,
  GATEWAY_FEES,
  GRANT_TRANSACTION_FEE_PERCENT,
  grantFeeLines,
} from './fee-schedule.ts';
import { keepFromDonation } from './plan-pricing.ts';

const agreementText = () =>
  agreementSections()
    .flatMap((section) => section.paragraphs)
    .join('\n');

const published = structuredClone(GATEWAY_FEES);

describe('the one fee schedule', () => {
  afterEach(() => {
    Object.assign(GATEWAY_FEES.india.domestic, published.india.domestic);
  });

  it('adds the grant transaction fee to each card fee', () => {
    expect(GRANT_TRANSACTION_FEE_PERCENT).toBe(3);
    expect(grantFeeLines().map(({ total }) => describeCardFee(total))).toEqual([
      '5%',
      '5.9%',
      '5.9% plus 30 cents per card',
      '8.9% plus 30 cents per card',
    ]);
  });

  it('is what the agreement, the plan picker and the donation form all read', () => {
    Object.assign(GATEWAY_FEES.india.domestic, { percent: 2.4 });
    expect(agreementText()).toContain(
      '5.4% for a domestic card or UPI payment in India (3% and a card fee of 2.4%)',
    );
    expect(keepFromDonation({ platformFeePercent: 5, countryCode: 'IN' }).domestic.gatewayFee).toBe(
      2.4,
    );
    const fees = giftFees({
      amount: 100_00,
      countryCode: 'IN',
      platformFeePercent: 5,
      coverFees: false,
    });
    expect(fees.providerFee).toBe(2_40);
  });

  it('leaves no other figure for the card fees in the agreement', () => {
    const percents = agreementText().match(/\d+(\.\d+)?%/g) ?? [];
    const known = new Set([
      `${GRANT_TRANSACTION_FEE_PERCENT}%`,
      ...grantFeeLines().flatMap(({ card, total }) => [`${card.percent}%`, `${total.percent}%`]),
    ]);
    expect(percents.filter((percent) => !known.has(percent))).toEqual([]);
  });
});
