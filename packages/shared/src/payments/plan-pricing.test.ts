import { describe, expect, it } from 'vitest';
import type { PricingPlan } from '../catalog/catalog-api.ts';
import {
  CALCULATOR_DONATION,
  formatPlanPrice,
  GATEWAY_FEES,
  keepFromDonation,
  periodFor,
  planCurrencyFor,
  planPrice,
  planSymbolFor,
  RECURRING_PERIODS,
} from './plan-pricing.ts';

describe('plan currency and symbol', () => {
  it('prices plans in rupees in India and in dollars everywhere else', () => {
    expect(planCurrencyFor('IN')).toBe('INR');
    for (const code of ['US', 'CA', 'GB', 'SG', 'DE', ''])
      expect(planCurrencyFor(code)).toBe('USD');
  });

  it('shows ₹ in India, S$ in Singapore, $ for Canada, the USA, the UK and others', () => {
    expect(planSymbolFor('IN')).toBe('₹');
    expect(planSymbolFor('SG')).toBe('S$');
    for (const code of ['CA', 'US', 'GB', 'FR']) expect(planSymbolFor(code)).toBe('$');
  });
});

describe('formatPlanPrice', () => {
  it.each([
    [150_000, 'IN', '₹1,50,000'],
    [10_000_000, 'IN', '₹1,00,00,000'],
    [999, 'IN', '₹999'],
    [0, 'IN', '₹0'],
    [150_000, 'SG', 'S$1,50,000'],
    [1_250, 'US', '$1,250'],
    [1_234.5, 'GB', '$1,234.50'],
    [49.99, 'CA', '$49.99'],
  ])('formats %d for %s as %s (Indian grouping)', (amount, country, text) => {
    expect(formatPlanPrice(amount, country)).toBe(text);
  });
});

const plan: Pick<PricingPlan, 'type' | 'quarterly' | 'annual' | 'one_time'> = {
  type: 'recurring',
  quarterly: { INR: 3_000, USD: 40 },
  annual: { INR: 10_000, USD: null },
  one_time: { INR: null, USD: null },
};

describe('periodFor and planPrice', () => {
  it('makes premium plans one time and recurring plans follow the Quarterly/Annual toggle', () => {
    expect(RECURRING_PERIODS).toEqual(['Quarterly', 'yearly']);
    expect(periodFor({ type: 'premium' }, 'Quarterly')).toBe('One Time');
    expect(periodFor({ type: 'premium' }, 'yearly')).toBe('One Time');
    expect(periodFor({ type: 'recurring' }, 'Quarterly')).toBe('Quarterly');
    expect(periodFor({ type: 'recurring' }, 'yearly')).toBe('yearly');
  });

  it('reads the price of the period in the currency, null where the plan is not offered so', () => {
    expect(planPrice(plan, 'Quarterly', 'INR')).toBe(3_000);
    expect(planPrice(plan, 'Quarterly', 'USD')).toBe(40);
    expect(planPrice(plan, 'yearly', 'INR')).toBe(10_000);
    expect(planPrice(plan, 'yearly', 'USD')).toBeNull();
    expect(planPrice(plan, 'One Time', 'INR')).toBeNull();
  });
});

describe('keepFromDonation (what the organization keeps from ₹100 or $100)', () => {
  it('takes the platform fee and the Indian card fees from ₹100', () => {
    expect(CALCULATOR_DONATION).toBe(100);
    expect(GATEWAY_FEES.india).toEqual({
      domestic: { percent: 2, fixed: 0 },
      international: { percent: 2.9, fixed: 0 },
    });
    expect(keepFromDonation({ platformFeePercent: 3, countryCode: 'IN' })).toEqual({
      domestic: { donation: 100, platformFee: 3, gatewayFee: 2, keeps: 95 },
      international: { donation: 100, platformFee: 3, gatewayFee: 2.9, keeps: 94.1 },
    });
  });

  it('adds the fixed part per card elsewhere', () => {
    expect(keepFromDonation({ platformFeePercent: 5, countryCode: 'US' })).toEqual({
      domestic: { donation: 100, platformFee: 5, gatewayFee: 3.2, keeps: 91.8 },
      international: { donation: 100, platformFee: 5, gatewayFee: 6.2, keeps: 88.8 },
    });
  });

  it('keeps the card fees alone under a plan without platform fee', () => {
    const { domestic } = keepFromDonation({ platformFeePercent: 0, countryCode: 'SG' });
    expect(domestic).toEqual({ donation: 100, platformFee: 0, gatewayFee: 3.2, keeps: 96.8 });
  });

  it('rounds each part to the cent, for any donation', () => {
    const { domestic, international } = keepFromDonation({
      platformFeePercent: 2.5,
      countryCode: 'IN',
      donation: 1_234,
    });
    expect(domestic).toEqual({
      donation: 1_234,
      platformFee: 30.85,
      gatewayFee: 24.68,
      keeps: 1_178.47,
    });
    expect(international).toEqual({
      donation: 1_234,
      platformFee: 30.85,
      gatewayFee: 35.79,
      keeps: 1_167.36,
    });
  });
});
