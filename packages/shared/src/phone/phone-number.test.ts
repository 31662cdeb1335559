import { describe, expect, it } from 'vitest';
import { formatPhone, isPhone, lacksCountryCode, toE164Phone } from './phone-number.ts';

describe('toE164Phone', () => {
  it.each([
    // India: spaces, hyphens, the trunk 0, the calling code typed or not.
    ['+91 98765 43210', 'IN', '+919876543210'],
    ['98765 43210', 'IN', '+919876543210'],
    ['9876543210', 'IN', '+919876543210'],
    ['98765-43210', 'IN', '+919876543210'],
    ['098765 43210', 'IN', '+919876543210'],
    ['+91-98765-43210', 'IN', '+919876543210'],
    ['+91 (0) 98765 43210', 'IN', '+919876543210'],
    ['+91-20-2612-3456', 'IN', '+912026123456'],
    ['0091 98765 43210', 'IN', '+919876543210'],
    // United States: brackets, dots, the trunk 1.
    ['(415) 555-0123', 'US', '+14155550123'],
    ['415.555.0123', 'US', '+14155550123'],
    ['415 555 0123', 'US', '+14155550123'],
    ['1 415 555 0123', 'US', '+14155550123'],
    ['+1 (415) 555-0123', 'US', '+14155550123'],
    // United Kingdom.
    ['07911 123456', 'GB', '+447911123456'],
    ['+44 7911 123456', 'GB', '+447911123456'],
    ['020 7946 0958', 'GB', '+442079460958'],
    ['+44 (0)20 7946 0958', 'GB', '+442079460958'],
    // Canada.
    ['(604) 555-0123', 'CA', '+16045550123'],
    ['416-555-0199', 'CA', '+14165550199'],
    // Singapore: eight digits typed, ten in E.164.
    ['9123 4567', 'SG', '+6591234567'],
    ['6123-4567', 'SG', '+6561234567'],
    ['+65 9123 4567', 'SG', '+6591234567'],
    // Another country's number, typed internationally.
    ['+44 7911 123456', 'IN', '+447911123456'],
    ['0044 7911 123456', 'US', '+447911123456'],
    ['+1 415 555 0123', 'SG', '+14155550123'],
  ])('reads %j in %s as %s', (typed, country, expected) => {
    expect(toE164Phone(typed, country)).toBe(expected);
  });

  it.each([
    ['12345', 'IN'],
    ['12ab', 'IN'],
    ['', 'IN'],
    ['98765 4321', 'IN'],
    ['987654321', 'IN'],
    ['98765x43210', 'IN'],
    ['98765 43210 ext 2', 'IN'],
    ['91+9876543210', 'IN'],
    ['++919876543210', 'IN'],
    ['+0123456789', 'IN'],
    ['1234567890123456', 'IN'],
    ['+123-456-789-012-345', 'IN'],
    ['04155550199', 'US'],
    ['123 456 7890', 'US'],
    ['7911 12345', 'GB'],
    ['1234 5678', 'SG'],
    ['555 0123', 'CA'],
  ])('refuses %j in %s', (typed, country) => {
    expect(toE164Phone(typed, country)).toBeNull();
    expect(isPhone(typed, country)).toBe(false);
  });

  it('reads only international phones without a country, or with one it does not know', () => {
    expect(toE164Phone('+44 7911 123456')).toBe('+447911123456');
    expect(toE164Phone('00 44 7911 123456', null)).toBe('+447911123456');
    expect(toE164Phone('07911 123456')).toBeNull();
    expect(toE164Phone('98765 43210', '')).toBeNull();
    expect(toE164Phone('98765 43210', 'AQ')).toBeNull();
    expect(toE164Phone('+91 98765 43210', 'AQ')).toBe('+919876543210');
  });

  it('maps its own answer to itself', () => {
    for (const [typed, country] of [
      ['98765 43210', 'IN'],
      ['(415) 555-0123', 'US'],
      ['9123 4567', 'SG'],
    ] as const) {
      const e164 = toE164Phone(typed, country) ?? '';
      expect(toE164Phone(e164, country)).toBe(e164);
      expect(toE164Phone(e164)).toBe(e164);
    }
  });
});

describe('formatPhone', () => {
  it.each([
    ['+919876543210', 'IN', '+91 98765 43210'],
    ['+91 98765 43210', 'IN', '+91 98765 43210'],
    ['98765-43210', 'IN', '+91 98765 43210'],
    ['+14155550123', 'US', '+1 415 555 0123'],
    ['(415) 555-0123', 'US', '+1 415 555 0123'],
    ['+14155550123', 'CA', '+1 415 555 0123'],
    ['+447911123456', 'GB', '+44 7911 123456'],
    ['07911 123456', 'GB', '+44 7911 123456'],
    ['+6591234567', 'SG', '+65 9123 4567'],
    ['+447911123456', 'IN', '+44 7911 123456'],
    ['+919876543210', 'US', '+91 98765 43210'],
    ['+919876543210', null, '+91 98765 43210'],
    ['+919876543210', 'AQ', '+91 98765 43210'],
  ])('shows %s in %s as %j', (phone, country, expected) => {
    expect(formatPhone(phone, country)).toBe(expected);
  });

  it('gives back what is no phone as typed', () => {
    expect(formatPhone('12345', 'IN')).toBe('12345');
    expect(formatPhone('98765 4', 'IN')).toBe('98765 4');
    expect(formatPhone('', 'IN')).toBe('');
  });
});

describe('lacksCountryCode', () => {
  it.each([
    ['98765 43210', true],
    ['(415) 555-0123', true],
    ['07911 123456', true],
    ['+91 98765 43210', false],
    ['0091 98765 43210', false],
    ['98765', false],
    ['12ab', false],
    ['1234567890123456', false],
  ])('%j: %s', (typed, expected) => {
    expect(lacksCountryCode(typed)).toBe(expected);
  });
});
