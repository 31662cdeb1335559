import { describe, expect, it } from 'vitest';
import { fcraExpiresOn } from './fcra-validity.ts';

describe('fcraExpiresOn', () => {
  it('is five years after the registration date', () => {
    expect(fcraExpiresOn('2019-06-15')).toBe('2024-06-15');
    expect(fcraExpiresOn('2020-02-29')).toBe('2025-03-01');
  });

  it('is null for a date that is not a real day', () => {
    expect(fcraExpiresOn('')).toBeNull();
    expect(fcraExpiresOn('2019-02-30')).toBeNull();
    expect(fcraExpiresOn('15/06/2019')).toBeNull();
  });
});
