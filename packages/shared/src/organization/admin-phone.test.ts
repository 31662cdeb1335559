import { describe, expect, it } from 'vitest';
import { toE164Phone } from './admin-phone.ts';

describe('toE164Phone', () => {
  it.each([
    ['9876543210', '91', '+919876543210'],
    ['98765-43210', '91', '+919876543210'],
    ['09876543210', '91', '+919876543210'],
    ['07911123456', '44', '+447911123456'],
    ['415-555-0100', '1', '+14155550100'],
    ['91234567', '65', null],
    ['912345678', '65', '+65912345678'],
    ['+91-98765-43210', '1', '+919876543210'],
    ['+14155550100', null, '+14155550100'],
  ])('maps %s with calling code %s to %s', (phone, callingCode, expected) => {
    expect(toE164Phone(phone, callingCode)).toBe(expected);
  });

  it.each([
    ['', '91'],
    ['98765 43210', '91'],
    ['9876543210', null],
    ['9876543210', ''],
    ['9876543210', '9a'],
    ['+0123456789', '91'],
    ['123456789012345', '91'],
  ])('answers null for %s with calling code %s', (phone, callingCode) => {
    expect(toE164Phone(phone, callingCode)).toBeNull();
  });
});
