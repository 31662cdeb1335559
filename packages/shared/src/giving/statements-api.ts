import { z } from 'zod';
import { fillTemplate } from '../i18n/fill-template.ts';
import { INDIA_COUNTRY_CODE } from '../organization/country-codes.ts';
import { financialYearLabel } from './financial-year.ts';

/** The year-end statements' texts that carry the year, filled in by STATEMENT_MESSAGES. */
export const STATEMENT_MESSAGE_TEMPLATES = {
  sent: 'Year-end statements for {{year}} are on their way.',
  noReceipts: 'No receipts were issued in {{year}}.',
  receiptsBeingMade:
    'Some receipts of {{year}} are still being made. Please try again in a few minutes.',
} as const;

/** (ours) docs/product/donations.md#year-end-statements */
export const STATEMENT_MESSAGES = {
  sent: (year: string) => fillTemplate(STATEMENT_MESSAGE_TEMPLATES.sent, { year }),
  noReceipts: (year: string) => fillTemplate(STATEMENT_MESSAGE_TEMPLATES.noReceipts, { year }),
  receiptsBeingMade: (year: string) =>
    fillTemplate(STATEMENT_MESSAGE_TEMPLATES.receiptsBeingMade, { year }),
  yearInvalid: 'Please choose the year of the statements.',
} as const;

/**
 * A receipt year as people name it: India's financial year '2026-27' (April to March), elsewhere
 * the calendar year '2026'.
 */
export function receiptYearLabel(year: number, countryCode: string | null | undefined): string {
  return countryCode === INDIA_COUNTRY_CODE ? financialYearLabel(year) : String(year);
}

/**
 * `POST /api/organizations/{slug}/statements` (ours, owner only): email each donor of that receipt
 * year the statement of their gifts, once.
 */
export const yearEndStatementsBodySchema = z.object({
  year: z.number({ error: STATEMENT_MESSAGES.yearInvalid }).int().min(2000).max(2100),
});
export type YearEndStatementsBody = z.infer<typeof yearEndStatementsBodySchema>;

export const yearEndStatementsResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({
    /** Donors emailed now. */
    sent: z.number().int(),
    /** Donors emailed before, for that year: not emailed again. */
    already_sent: z.number().int(),
  }),
});
export type YearEndStatementsResponse = z.infer<typeof yearEndStatementsResponseSchema>;
