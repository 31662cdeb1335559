import { describe, expect, it } from 'vitest';
import type { PricingPlanData } from './payments-api.ts';
import { PAYMENTS_MESSAGES as M } from './payments-messages.ts';
import { countryChangeRefusal, isPlanPurchaseValid } from './plan-purchase.ts';

const premiumInRupees: PricingPlanData = {
  is_plan_purchased: true,
  plan_name: 'Premium',
  plan_type: 'premium',
  amount: 49_999,
  currency: 'INR',
  period: 'One Time',
  purchased_at: '2030-01-01T09:00:00.000Z',
};
const dollarDonation: PricingPlanData = {
  is_plan_purchased: true,
  plan_name: 'Verification donation',
  plan_type: 'donation',
  amount: 1,
  currency: 'USD',
  period: null,
  purchased_at: '2030-01-01T09:00:00.000Z',
};
const starterInDollars: PricingPlanData = {
  ...premiumInRupees,
  plan_name: 'Starter',
  plan_type: 'recurring',
  amount: 49,
  currency: 'USD',
  period: 'Quarterly',
};

const india = { country_code: 'IN', is_grant_program: false };
const usa = { country_code: 'US', is_grant_program: false };

describe('isPlanPurchaseValid', () => {
  it('counts a plan paid in the plan currency of the current country', () => {
    expect(isPlanPurchaseValid(premiumInRupees, india)).toBe(true);
    expect(isPlanPurchaseValid(starterInDollars, usa)).toBe(true);
    expect(isPlanPurchaseValid(starterInDollars, { ...usa, country_code: 'SG' })).toBe(true);
  });

  it('counts nothing paid in another currency than the current country plans in', () => {
    expect(isPlanPurchaseValid(premiumInRupees, usa)).toBe(false);
    expect(isPlanPurchaseValid(starterInDollars, india)).toBe(false);
    expect(isPlanPurchaseValid(dollarDonation, { ...india, is_grant_program: true })).toBe(false);
  });

  it('counts a verification donation only while the organization is a grant program', () => {
    expect(isPlanPurchaseValid(dollarDonation, { ...usa, is_grant_program: true })).toBe(true);
    expect(isPlanPurchaseValid(dollarDonation, usa)).toBe(false);
  });

  it('counts nothing when nothing is recorded', () => {
    expect(isPlanPurchaseValid(null, india)).toBe(false);
    expect(isPlanPurchaseValid(undefined, usa)).toBe(false);
    expect(isPlanPurchaseValid({ ...starterInDollars, is_plan_purchased: false }, usa)).toBe(false);
  });
});

describe('countryChangeRefusal', () => {
  it('lets any country be chosen while nothing is paid', () => {
    expect(countryChangeRefusal(null, 'US')).toBeNull();
    expect(countryChangeRefusal(undefined, 'IN')).toBeNull();
  });

  it('lets the country change to one that plans in the currency paid', () => {
    expect(countryChangeRefusal(starterInDollars, 'CA')).toBeNull();
    expect(countryChangeRefusal(dollarDonation, 'GB')).toBeNull();
    expect(countryChangeRefusal(premiumInRupees, 'IN')).toBeNull();
  });

  it('refuses a country whose plans are in another currency, naming both', () => {
    expect(countryChangeRefusal(premiumInRupees, 'US')).toBe(
      'You paid in INR, so the country can no longer change to one whose plans are priced in USD.',
    );
    expect(countryChangeRefusal(dollarDonation, 'IN')).toBe(M.countryLockedByPayment('USD', 'INR'));
  });
});
