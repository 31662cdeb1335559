import { describe, expect, it } from 'vitest';
import { maskAccountNumber, planChoiceSchema, pricingPlanDataSchema } from './payments-api.ts';

describe('maskAccountNumber', () => {
  it.each([
    ['123456789012', '••••••••9012'],
    [' 123456789 ', '•••••6789'],
    ['1234', '••••'],
    ['12', '••'],
    ['', ''],
  ])('shows %j as %j', (number, masked) => {
    expect(maskAccountNumber(number)).toBe(masked);
  });
});

describe('the stored plan and the picker choice', () => {
  it('takes a grant program verification donation as a plan of type donation, with no period', () => {
    const donation = {
      is_plan_purchased: true,
      plan_name: 'Verification',
      plan_type: 'donation',
      amount: 500,
      currency: 'INR',
      period: null,
      purchased_at: '2030-01-01T09:00:00.000Z',
    };
    expect(pricingPlanDataSchema.parse(donation)).toEqual(donation);
    expect(pricingPlanDataSchema.safeParse({ ...donation, period: 'Monthly' }).success).toBe(false);
  });

  it('keeps the period names of the spec: Quarterly, yearly, One Time', () => {
    const choice = { plan_name: 'Growth', plan_type: 'recurring', price: 3000, currency: 'INR' };
    for (const period of ['Quarterly', 'yearly', 'One Time']) {
      expect(planChoiceSchema.safeParse({ ...choice, period }).success).toBe(true);
    }
    expect(planChoiceSchema.safeParse({ ...choice, period: 'Annual' }).success).toBe(false);
  });
});
