import {
  type CountryCode,
  isSupportedCountry,
  type PhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../constants.ts';

/**
 * One reading of a typed phone for every phone field (docs/product/registration-rules.md#phones):
 * the organization and signatory phones, the phone code calls, the account's phone and, later,
 * the bank-account phones.
 *
 * - Spaces, dots, brackets and hyphens are formatting; any other character (a letter, a second
 *   '+', an extension) makes the text no phone.
 * - A leading '+' or '00' (the international prefix most of the world dials) makes it
 *   international; any other phone is national and is read by the country given (its trunk
 *   prefix, as the 0 of 07911 123456 or the 1 of 1 415 555 0123, goes).
 * - The number must fit its country's numbering plan (libphonenumber's `min` metadata: the
 *   country's number pattern and lengths, not the type of line), and its E.164 form must have
 *   9 to 15 digits, calling code included.
 *
 * Validated with `min` metadata to keep the web bundle small; the `max` set would also refuse
 * numbers that fit the pattern but are not assigned (https://www.npmjs.com/package/libphonenumber-js#min-vs-max-vs-mobile-vs-core).
 */

const PHONE_TEXT = /^\+?[0-9\s().-]+$/;
const E164 = new RegExp(`^\\+[1-9][0-9]{${PHONE_MIN_DIGITS - 1},${PHONE_MAX_DIGITS - 1}}$`);

const asCountry = (country: string | null | undefined): CountryCode | undefined =>
  country && isSupportedCountry(country) ? country : undefined;

const isInternational = (text: string) => text.startsWith('+') || text.startsWith('00');

function parsePhone(typed: string, country: string | null | undefined): PhoneNumber | null {
  const text = typed.trim();
  if (!PHONE_TEXT.test(text)) return null;
  const defaultCountry = asCountry(country);
  if (!isInternational(text) && !defaultCountry) return null;
  const number = parsePhoneNumberFromString(text.replace(/^00/, '+'), { defaultCountry });
  return number?.isValid() && E164.test(number.number) ? number : null;
}

/**
 * The E.164 form of a typed phone (`+919876543210`), read with `country` (ISO 3166-1 alpha-2,
 * as `country_code`) when it is national; null when it is no phone. Without a country, or with
 * one libphonenumber does not know, only an international phone can be read.
 */
export function toE164Phone(typed: string, country?: string | null): string | null {
  return parsePhone(typed, country)?.number ?? null;
}

export function isPhone(typed: string, country?: string | null): boolean {
  return parsePhone(typed, country) !== null;
}

/**
 * A phone as people read it, in the international format (`+91 98765 43210`, `+1 415 555 0123`):
 * the form it was typed in, which any reader can dial from anywhere
 * (docs/product/registration-rules.md#phones). `country` reads a national phone. Text that is no
 * phone comes back as given.
 */
export function formatPhone(typed: string, country?: string | null): string {
  return parsePhone(typed, country)?.formatInternational() ?? typed;
}

/**
 * Typed without '+' or '00' and with as many digits as a phone has, so it reads as a national
 * number: where no country is known, it needs its country code rather than a fix.
 */
export function lacksCountryCode(typed: string): boolean {
  const text = typed.trim();
  const digits = text.replace(/\D/g, '').length;
  return (
    PHONE_TEXT.test(text) &&
    !isInternational(text) &&
    digits >= PHONE_MIN_DIGITS &&
    digits <= PHONE_MAX_DIGITS
  );
}
