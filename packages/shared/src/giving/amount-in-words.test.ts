import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

describe('amount in words', () => {
  it('writes rupees in the Indian system, as a cheque does', () => {
    expect(amountInWords(1500, 'INR')).toBe('Rupees One Thousand Five Hundred Only');
    expect(amountInWords(120_000, 'INR')).toBe('Rupees One Lakh Twenty Thousand Only');
    expect(amountInWords(1_000_000, 'INR')).toBe('Rupees Ten Lakh Only');
    expect(amountInWords(250.5, 'INR')).toBe('Rupees Two Hundred Fifty and Paise Fifty Only');
    expect(amountInWords(100, 'INR')).toBe('Rupees One Hundred Only');
    expect(amountInWords(1, 'INR')).toBe('Rupees One Only');
    expect(amountInWords(99_999, 'INR')).toBe(
      'Rupees Ninety Nine Thousand Nine Hundred Ninety Nine Only',
    );
    expect(amountInWords(2_345_678, 'INR')).toBe(
      'Rupees Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Only',
    );
    expect(amountInWords(12_50_00_000, 'INR')).toBe('Rupees Twelve Crore Fifty Lakh Only');
    expect(amountInWords(1_000_00_00_000, 'INR')).toBe('Rupees One Thousand Crore Only');
    expect(amountInWords(0.05, 'INR')).toBe('Paise Five Only');
  });

  it('writes other currencies in the international system', () => {
    expect(amountInWords(25.5, 'USD')).toBe('Twenty-Five Dollars and Fifty Cents');
    expect(amountInWords(1, 'USD')).toBe('One Dollar');
    expect(amountInWords(1.01, 'CAD')).toBe('One Dollar and One Cent');
    expect(amountInWords(10_000, 'SGD')).toBe('Ten Thousand Dollars');
    expect(amountInWords(0.75, 'USD')).toBe('Seventy-Five Cents');
    expect(amountInWords(1_234_567.89, 'USD')).toBe(
      'One Million Two Hundred Thirty-Four Thousand Five Hundred Sixty-Seven Dollars and Eighty-Nine Cents',
    );
    expect(amountInWords(250, 'GBP')).toBe('Two Hundred Fifty Pounds');
    expect(amountInWords(1.01, 'GBP')).toBe('One Pound and One Penny');
    expect(amountInWords(25.5, 'GBP')).toBe('Twenty-Five Pounds and Fifty Pence');
    expect(amountInWords(0, 'USD')).toBe('Zero Dollars');
  });

  it('rounds to the minor unit, as amounts are stored', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(amountInWords(0.29, 'USD')).toBe('Twenty-Nine Cents');
    expect(amountInWords(19.999, 'USD')).toBe('Twenty Dollars');
  });

  it('refuses what is no amount', () => {
    expect(() => amountInWords(-1, 'USD')).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN, 'INR')).toThrow(RangeError);
    expect(() => amountInWords(Number.POSITIVE_INFINITY, 'INR')).toThrow(RangeError);
  });
});
