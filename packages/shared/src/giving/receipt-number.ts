import { INDIA_COUNTRY_CODE } from '../organization/registration-form.ts';

/**
 * A receipt's number, `{prefix}-{unique}-{year}-{sequence}` (docs/product/donations.md#receipts): the
 * sequence has four digits at least (0001) and more after 9999.
 */
export function receiptNumber(parts: {
  prefix: string;
  unique: number;
  year: number;
  sequence: number;
}): string {
  return `${parts.prefix}-${parts.unique}-${parts.year}-${String(parts.sequence).padStart(4, '0')}`;
}

/**
 * The year a receipt is numbered in: the year its financial year starts. India's runs April to
 * March (a gift on 2027-02-10 is in 2026), elsewhere the calendar year. Dates are read in UTC+5:30
 * for India, so midnight of 1 April in India opens the new year.
 */
export function receiptYearOf(date: Date, countryCode: string): number {
  if (countryCode !== INDIA_COUNTRY_CODE) return date.getUTCFullYear();
  const india = new Date(date.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  return india.getUTCMonth() < APRIL ? year - 1 : year;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const APRIL = 3;
