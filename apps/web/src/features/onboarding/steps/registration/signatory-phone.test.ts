import type { Country } from '@givecrowd/shared/catalog/catalog-api';
import { describe, expect, it } from 'vitest';
import { signatoryPhone } from './signatory-phone';

const countries: Country[] = [
  { code: 'IN', name: 'India', currency: 'INR', calling_code: '91', featured: true },
  { code: 'US', name: 'United States', currency: 'USD', calling_code: '1', featured: true },
];

describe('signatoryPhone', () => {
  it.each([
    ['IN', '98765 43210', '+919876543210'],
    ['IN', '+91 98765 43210', '+919876543210'],
    ['US', '(415) 555-0123', '+14155550123'],
    ['US', '+44 7911 123456', '+447911123456'],
    ['IN', '12345', null],
    ['GB', '07911 123456', null],
    ['GB', '+44 7911 123456', '+447911123456'],
    ['', '98765 43210', null],
  ])('in %s maps %j to %s', (country_code, organization_admin_phone, expected) => {
    expect(signatoryPhone({ country_code, organization_admin_phone }, countries)).toBe(expected);
  });
});
