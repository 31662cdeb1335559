import { isPhone } from './formats.ts';

/** What `/api/organization/send-otp` accepts and `verified_phones` stores (docs/product/http-api.md#organization-calls). */
const E164 = /^\+[1-9]\d{8,14}$/;

/**
 * The E.164 form of a phone typed in the form, for the country's calling code (digits, no '+').
 * The web sends the code to this number and the server looks it up in verified_phones, so both
 * must map a typed phone the same way:
 * - a phone typed with a leading '+' is already international: only its hyphens go;
 * - any other phone is national: hyphens and leading zeros (the trunk prefix, as in 07911 123456
 *   or 098765 43210) go, and '+' and the calling code go in front.
 * Null when the phone fails the step-0 phone format, no calling code is known, or the result is
 * not E.164 (at most 15 digits).
 */
export function toE164Phone(phone: string, callingCode: string | null | undefined): string | null {
  const typed = phone.trim();
  if (!isPhone(typed)) return null;
  const digits = typed.replace(/[+-]/g, '');
  if (typed.startsWith('+')) return E164.test(`+${digits}`) ? `+${digits}` : null;
  if (!callingCode || !/^\d+$/.test(callingCode)) return null;
  const international = `+${callingCode}${digits.replace(/^0+/, '')}`;
  return E164.test(international) ? international : null;
}
