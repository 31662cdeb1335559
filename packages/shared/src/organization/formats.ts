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
  RECEIPT_PREFIX_MAX,
} from '../constants.ts';
import { REGISTRATION_MESSAGES as M, PERSON_NAME_MESSAGES } from './messages.ts';

/**
 * The field formats (docs/product/registration-rules.md#field-formats), as pure predicates. Every predicate trims its input first, so a value
 * typed with a stray space at either end is judged by what it says.
 */

/** "Letters" are any script's letters (with their combining marks); digits are 0-9. */
const ORGANIZATION_NAME_DROPPED = /[^\p{L}\p{M}0-9 ]/gu;
/*
 * "Only these characters" and "has a letter" are two tests: one pattern saying both
 * (`^[…]*\p{L}[…]*$`) backtracks quadratically, seconds for a 30,000-character name.
 */
const ORGANIZATION_NAME_CHARACTERS = /^[\p{L}\p{M}0-9 ]*$/u;
/** A person's name: letters of any script with their marks, spaces, apostrophes, hyphens, dots. */
const PERSON_NAME_CHARACTERS = /^[\p{L}\p{M} '’.-]*$/u;
const LETTER = /\p{L}/u;
const NUMBER = /\p{N}/u;
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * The spec's "four letters then seven digits". A real IFSC is four letters, a 0, then six letters
 * or digits (RBI); the 0 passes as one of the seven digits, but an IFSC with letters in its last
 * six places (some co-operative banks) fails this rule.
 */
const IFSC = /^[A-Z]{4}[0-9]{7}$/;

const FCRA_NUMBER = new RegExp(`^[0-9]{${FCRA_NUMBER_DIGITS}}$`);
const BANK_ACCOUNT = new RegExp(`^[0-9]{${BANK_ACCOUNT_MIN_DIGITS},${BANK_ACCOUNT_MAX_DIGITS}}$`);
const RECEIPT_PREFIX_DROPPED = /[^A-Za-z0-9]/g;
/** Letters and digits, as printed at the start of every receipt number (also the receipt-number call's query). */
export const RECEIPT_PREFIX_PATTERN = new RegExp(`^[A-Za-z0-9]{1,${RECEIPT_PREFIX_MAX}}$`);

/** What the name input keeps while typing: letters, digits and spaces (not trimmed: "a b"). */
export function sanitizeOrganizationName(input: string): string {
  return input.replace(ORGANIZATION_NAME_DROPPED, '');
}

/** Only letters, digits and spaces, with at least one letter (not "only digits"). */
export function isOrganizationNameText(name: string): boolean {
  const text = name.trim();
  return ORGANIZATION_NAME_CHARACTERS.test(text) && LETTER.test(text);
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

/** What the receipt prefix input keeps while typing: letters and digits, in capitals. */
export function sanitizeReceiptPrefix(input: string): string {
  return input.replace(RECEIPT_PREFIX_DROPPED, '').toUpperCase();
}

/**
 * 1 to 20 letters or digits. Not trimmed, unlike the other formats: the prefix is stored and
 * printed on receipts as given, so a stray space is refused rather than kept.
 */
export function isReceiptPrefix(prefix: string): boolean {
  return RECEIPT_PREFIX_PATTERN.test(prefix);
}

/** The basic pattern: something, '@', something, '.', something — no spaces. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/**
 * A person's name (signatory, account holder, the account's own name) as people write it —
 * "Meera D'Souza", 'Jean-Luc', 'Dr. A. Rao', 'अनिता शर्मा': letters of any script (Devanagari's
 * vowel signs are marks), spaces, apostrophes (' and ’), hyphens and dots, with a letter.
 */
export function isPersonNameText(value: string): boolean {
  const text = value.trim();
  return PERSON_NAME_CHARACTERS.test(text) && LETTER.test(text);
}

/** A digit or other numeral of any script (0-9, ०-९, Ⅳ, …). */
export function hasDigit(value: string): boolean {
  return NUMBER.test(value);
}

/**
 * The person-name rule, in order, for every field that holds a person's name: a digit gets the
 * spec's text, any other character that is not part of a name gets ours. The first that fails
 * speaks.
 */
export const PERSON_NAME_RULES = [
  { message: PERSON_NAME_MESSAGES.digits, fails: hasDigit },
  { message: PERSON_NAME_MESSAGES.symbols, fails: (value: string) => !isPersonNameText(value) },
] as const;

export function isPersonNameTooLong(value: string): boolean {
  return value.trim().length > PERSON_NAME_MAX;
}

/** An http(s) address with a host: never `javascript:`, `data:` or a relative path. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A scheme before the address (`https:`, `javascript:`), not a host's port (`example.org:8080`). */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * A typed link completed as people mean it: `www.facebook.com/asha` and `facebook.com/asha` get
 * `https://`; a link with a scheme stays as typed. Null when the result is no web link (an
 * address without a dot, a `javascript:` link), so normalise with this, then validate.
 */
export function toWebLink(typed: string): string | null {
  const trimmed = typed.trim();
  if (SCHEME.test(trimmed)) return isWebLink(trimmed) ? trimmed : null;
  // What is completed must begin with its host: '/agreement.pdf' is a path, not a site.
  if (!/^[\p{L}\p{N}]/u.test(trimmed)) return null;
  const completed = `https://${trimmed}`;
  return isWebLink(completed) && new URL(completed).hostname.includes('.') ? completed : null;
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
