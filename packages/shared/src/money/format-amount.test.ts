import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount.ts';

describe('formatAmount', () => {
  it.each([
    [1500000, 'INR', '₹15,00,000'],
    [999, 'inr', '₹999'],
    [6250, 'USD', '$6,250'],
    [123456.5, 'SGD', 'S$123,456.50'],
    [100, 'GBP', '£100'],
    [1200, 'CAD', '$1,200'],
    [2500, 'EUR', 'EUR 2,500'],
  ])('formats %d %s as %s', (amount, currency, expected) => {
    expect(formatAmount(amount, currency)).toBe(expected);
  });
});
