import {
  BANK_ACCOUNT_MAX_DIGITS,
  BANK_ACCOUNT_MIN_DIGITS,
  COMPANY_REGISTRATION_NUMBER_LENGTH,
  FCRA_NUMBER_DIGITS,
  HEADER_TITLE_MAX,
  HEADER_TITLE_MIN,
  ORGANIZATION_NAME_MAX,
  ORGANIZATION_NAME_MIN,
  PERSON_NAME_MAX,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from '../constants.ts';
import { REGISTRATION_MESSAGES as M } from './messages.ts';

/**
 * The field formats (docs/product/registration-rules.md#field-formats), as pure predicates. Every predicate trims its input first, so a value
 * typed with a stray space at either end is judged by what it says.
 */

/** "Letters" are any script's letters (with their combining marks); digits are 0-9. */
const ORGANIZATION_NAME_DROPPED = /[^\p{L}\p{M}0-9 ]/gu;
const ORGANIZATION_NAME_TEXT = /^[\p{L}\p{M}0-9 ]*\p{L}[\p{L}\p{M}0-9 ]*$/u;
const PERSON_NAME_TEXT = /^[\p{L}\p{M} ]+$/u;
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9-]+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * The spec's "four letters then seven digits". A real IFSC is four letters, a 0, then six letters
 * or digits (RBI); the 0 passes as one of the seven digits, but an IFSC with letters in its last
 * six places (some co-operative banks) fails this rule.
 */
const IFSC = /^[A-Z]{4}[0-9]{7}$/;

const FCRA_NUMBER = new RegExp(`^[0-9]{${FCRA_NUMBER_DIGITS}}$`);
const BANK_ACCOUNT = new RegExp(`^[0-9]{${BANK_ACCOUNT_MIN_DIGITS},${BANK_ACCOUNT_MAX_DIGITS}}$`);

/** What the name input keeps while typing: letters, digits and spaces (not trimmed: "a b"). */
export function sanitizeOrganizationName(input: string): string {
  return input.replace(ORGANIZATION_NAME_DROPPED, '');
}

/** Only letters, digits and spaces, with at least one letter (not "only digits"). */
export function isOrganizationNameText(name: string): boolean {
  return ORGANIZATION_NAME_TEXT.test(name.trim());
}

export function isOrganizationNameTooShort(name: string): boolean {
  return name.trim().length < ORGANIZATION_NAME_MIN;
}

export function isOrganizationNameTooLong(name: string): boolean {
  return name.trim().length > ORGANIZATION_NAME_MAX;
}

/** The live counter beside the name: 'MIN 10' until 10 characters, then 'Looks Good'. */
export function organizationNameCounter(name: string): string {
  if (isOrganizationNameTooShort(name)) return M.nameCounterMin;
  if (isOrganizationNameTooLong(name)) return M.nameCounterMax;
  return M.nameCounterLooksGood;
}

/** Outside India a company's registration number has exactly 10 characters (any kind). */
export function isCompanyRegistrationNumber(value: string): boolean {
  return value.trim().length === COMPANY_REGISTRATION_NUMBER_LENGTH;
}

/** PAN is shown and stored in upper case. */
export function normalizePan(value: string): string {
  return value.trim().toUpperCase();
}

/** Five letters, four digits, one letter — judged on the upper-case form. */
export function isPan(value: string): boolean {
  return PAN.test(normalizePan(value));
}

/** The basic pattern: something, '@', something, '.', something — no spaces. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Digits with any '-' and one leading '+' allowed; 9 to 15 digits once those are taken away. */
export function isPhone(value: string): boolean {
  const phone = value.trim();
  if (!PHONE.test(phone)) return false;
  const digits = phone.replace(/[+-]/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/** Signatory name, designation, account holder name: letters and spaces. */
export function isPersonNameText(value: string): boolean {
  return PERSON_NAME_TEXT.test(value.trim());
}

export function isPersonNameTooLong(value: string): boolean {
  return value.trim().length > PERSON_NAME_MAX;
}

export function isFcraNumber(value: string): boolean {
  return FCRA_NUMBER.test(value.trim());
}

export function isBankAccountNumber(value: string): boolean {
  return BANK_ACCOUNT.test(value.trim());
}

export function normalizeIfsc(value: string): string {
  return value.trim().toUpperCase();
}

export function isIfsc(value: string): boolean {
  return IFSC.test(normalizeIfsc(value));
}

export function isHeaderTitleLength(value: string): boolean {
  const length = value.trim().length;
  return length >= HEADER_TITLE_MIN && length <= HEADER_TITLE_MAX;
}

/**
 * A real calendar date written YYYY-MM-DD. Dates stay strings end to end: comparing them as text
 * is comparing them as days, with no time zone to shift one by a day.
 */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `today` is the caller's YYYY-MM-DD; today itself is not in the future. */
export function isNotInFuture(date: string, today: string): boolean {
  return isIsoDate(date) && date <= today;
}

/** `today` is the caller's YYYY-MM-DD; today itself is not in the past. */
export function isNotInPast(date: string, today: string): boolean {
  return isIsoDate(date) && date >= today;
}
