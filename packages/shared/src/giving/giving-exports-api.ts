import { z } from 'zod';
import { parseFinancialYear } from './financial-year.ts';
import { ownerDonationsQuerySchema } from './giving-api.ts';
import { GIVING_MESSAGES } from './giving-messages.ts';

/**
 * The owner's exports of an organization's gifts (docs/product/donations.md#exports): CSV answers,
 * streamed; a refusal is the usual error envelope. Beside giving-api.ts rather than in it, so the
 * pages that read gifts (the walls) do not load the financial year's rules and messages.
 */

/**
 * `GET /api/organizations/{slug}/donations.csv`: every gift the list's filters find, one row a
 * gift, newest first.
 */
export const donationsExportQuerySchema = ownerDonationsQuerySchema.omit({
  page: true,
  limit: true,
});
export type DonationsExportQuery = z.infer<typeof donationsExportQuerySchema>;

/** `GET /api/organizations/{slug}/form-10bd` (India): `fy=2026-27`. */
export const form10bdQuerySchema = z.object({
  fy: z
    .string({ error: GIVING_MESSAGES.financialYearInvalid })
    .refine((label) => parseFinancialYear(label) !== null, GIVING_MESSAGES.financialYearInvalid),
});
export type Form10bdQuery = z.infer<typeof form10bdQuerySchema>;

/**
 * `GET /api/organizations/{slug}/gift-aid` (UK): the days, in UK time, the gifts were received
 * on, both included; either may be left out.
 */
export const giftAidQuerySchema = ownerDonationsQuerySchema.pick({ from: true, to: true });
export type GiftAidQuery = z.infer<typeof giftAidQuerySchema>;
