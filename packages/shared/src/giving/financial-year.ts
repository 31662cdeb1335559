import { INDIA_COUNTRY_CODE } from '../organization/registration-form.ts';
import { receiptYearOf } from './receipt-number.ts';

/**
 * India's financial year, 1 April to 31 March, named as the income-tax portal names it: the year
 * it starts and the last two digits of the next ('2026-27'; docs/product/donations.md#form-10bd).
 */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The year a label such as '2026-27' starts; null when the label names no financial year. */
export function parseFinancialYear(label: string): number | null {
  const match = /^(\d{4})-\d{2}$/.exec(label);
  if (!match) return null;
  const start = Number(match[1]);
  return financialYearLabel(start) === label ? start : null;
}

/**
 * The financial years an organization in India may export, newest first: the current one (in
 * Indian time) and the `count - 1` before it.
 */
export function recentFinancialYears(now: Date, count: number): number[] {
  const current = receiptYearOf(now, INDIA_COUNTRY_CODE);
  return Array.from({ length: count }, (_, index) => current - index);
}
