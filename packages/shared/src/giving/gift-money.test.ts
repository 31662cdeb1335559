import { describe, expect, it } from 'vitest';
import { giftFees } from './gift-fees.ts';
import {
  formatGift,
  giftCurrencyFor,
  parseTypedAmount,
  toMajorUnits,
  toMinorUnits,
} from './gift-money.ts';
import { receiptNumber, receiptYearOf } from './receipt-number.ts';

describe('gift money', () => {
  it('keeps amounts as integer minor units', () => {
    expect(toMinorUnits(25.5)).toBe(2550);
    expect(toMinorUnits(0.29)).toBe(29);
    expect(toMajorUnits(2550)).toBe(25.5);
  });

  it('formats as donors read it, in the organization’s currency', () => {
    expect(formatGift(100, 'INR')).toBe('₹100');
    expect(formatGift(1_000_000, 'INR')).toBe('₹10,00,000');
    expect(formatGift(25.5, 'GBP')).toBe('£25.50');
    expect(formatGift(1, 'USD')).toBe('$1');
    expect(formatGift(50, 'SGD')).toBe('S$50');
    expect(giftCurrencyFor('GB')).toBe('GBP');
    expect(giftCurrencyFor('AU')).toBeNull();
  });

  it('reads typed amounts', () => {
    expect(parseTypedAmount('1,000')).toBe(1000);
    expect(parseTypedAmount('Rs. 500')).toBe(500);
    expect(parseTypedAmount('S$ 25.50')).toBe(25.5);
    expect(parseTypedAmount('')).toBeNull();
    expect(parseTypedAmount('1e3')).toBeNull();
  });

  it('works out the fees in minor units', () => {
    expect(
      giftFees({ amount: 100_000, countryCode: 'IN', platformFeePercent: 5, coverFees: false }),
    ).toEqual({
      amount: 100_000,
      platformFee: 5_000,
      providerFee: 2_000,
      charged: 100_000,
      organizationReceives: 93_000,
    });
    const covered = giftFees({
      amount: 2_500,
      countryCode: 'US',
      platformFeePercent: 0,
      coverFees: true,
    });
    expect(covered).toMatchObject({
      providerFee: 103,
      charged: 2_603,
      organizationReceives: 2_500,
    });
  });

  it('numbers receipts by financial year', () => {
    expect(receiptNumber({ prefix: 'GCDRA', unique: 12, year: 2026, sequence: 7 })).toBe(
      'GCDRA-12-2026-0007',
    );
    expect(receiptNumber({ prefix: 'A', unique: 1, year: 2026, sequence: 12_345 })).toBe(
      'A-1-2026-12345',
    );
    expect(receiptYearOf(new Date('2027-02-10T10:00:00Z'), 'IN')).toBe(2026);
    expect(receiptYearOf(new Date('2027-03-31T18:31:00Z'), 'IN')).toBe(2027);
    expect(receiptYearOf(new Date('2027-02-10T10:00:00Z'), 'US')).toBe(2027);
  });
});
