import { describe, expect, it } from 'vitest';
import {
  hasRegion,
  isPostalCode,
  normalizePostalCode,
  postalAddressLines,
  postalLabelsOf,
} from './postal-address.ts';

describe('postal codes as people type them', () => {
  it.each([
    ['IN', '560001', true],
    ['IN', '560 001', true],
    ['IN', '060001', false],
    ['IN', '56001', false],
    ['US', '78701', true],
    ['US', '78701-1234', true],
    ['US', '7870', false],
    ['CA', 'k1a0b6', true],
    ['CA', 'K1A 0B6', true],
    ['CA', 'D1A 0B6', false],
    ['GB', 'sw1a1aa', true],
    ['GB', 'EC1A 1BB', true],
    ['GB', 'M1 1AE', true],
    ['GB', '12345', false],
    ['SG', '018956', true],
    ['SG', '18956', false],
    ['DE', '10115', true],
    ['DE', '!', false],
  ])('%s %j is %s', (country, typed, valid) => {
    expect(isPostalCode(typed, country)).toBe(valid);
  });

  it('writes them as the post does', () => {
    expect(normalizePostalCode(' sw1a1aa ', 'GB')).toBe('SW1A 1AA');
    expect(normalizePostalCode('k1a  0b6', 'CA')).toBe('K1A 0B6');
    expect(normalizePostalCode('560 001', 'IN')).toBe('560001');
    expect(normalizePostalCode('78701-1234', 'US')).toBe('78701-1234');
  });

  it('names the region and the code as each country does', () => {
    expect(postalLabelsOf('IN')).toEqual({ region: 'state', postalCode: 'pinCode' });
    expect(postalLabelsOf('US')).toEqual({ region: 'state', postalCode: 'zipCode' });
    expect(postalLabelsOf('CA')).toEqual({ region: 'province', postalCode: 'postalCode' });
    expect(postalLabelsOf('GB')).toEqual({ region: 'county', postalCode: 'postcode' });
    expect(hasRegion('SG')).toBe(false);
  });
});

describe('an address in the country’s order', () => {
  const street = { line1: '12 MG Road', line2: '', city: '', region: '', postalCode: '' };

  it('India: the city and PIN, then the state', () => {
    expect(
      postalAddressLines({
        ...street,
        city: 'Bengaluru',
        region: 'Karnataka',
        postalCode: '560 001',
        countryCode: 'IN',
        countryName: 'India',
      }),
    ).toEqual(['12 MG Road', 'Bengaluru 560001', 'Karnataka', 'India']);
  });

  it('the USA: city, state and ZIP on one line', () => {
    expect(
      postalAddressLines({
        ...street,
        line1: '500 Main Street',
        city: 'Austin',
        region: 'TX',
        postalCode: '78701',
        countryCode: 'US',
        countryName: 'United States',
      }),
    ).toEqual(['500 Main Street', 'Austin, TX 78701', 'United States']);
  });

  it('the UK: the postcode on a line of its own', () => {
    expect(
      postalAddressLines({
        ...street,
        line1: '10 High Street',
        city: 'Leeds',
        postalCode: 'ls11ba',
        countryCode: 'GB',
        countryName: 'United Kingdom',
      }),
    ).toEqual(['10 High Street', 'Leeds', 'LS1 1BA', 'United Kingdom']);
  });

  it('Singapore: the country and the code once', () => {
    expect(
      postalAddressLines({
        ...street,
        line1: '1 Orchard Road',
        postalCode: '238824',
        countryCode: 'SG',
        countryName: 'Singapore',
      }),
    ).toEqual(['1 Orchard Road', 'Singapore 238824']);
  });

  it('leaves out what was not given', () => {
    expect(
      postalAddressLines({ ...street, city: 'Pune', countryCode: 'IN', countryName: '' }),
    ).toEqual(['12 MG Road', 'Pune']);
  });
});
