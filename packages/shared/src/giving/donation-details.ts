import { z } from 'zod';
import {
  DEDICATION_KINDS,
  DONATION_FREQUENCIES,
  DONOR_LOCALES,
  type DonationDetails,
  EMPTY_ADDRESS,
} from './donation-fields.ts';
import { parseTypedAmount } from './gift-money.ts';

// What the form and the rules read is in donation-fields.ts, without zod; kept importable here.
export {
  DEDICATION_KINDS,
  type DedicationKind,
  DONATION_FREQUENCIES,
  DONOR_LOCALES,
  type DonationDetails,
  type DonationField,
  type DonationFrequency,
  type DonorAddress,
  type DonorLocale,
  EMPTY_ADDRESS,
  type GiftRecipient,
} from './donation-fields.ts';

/** Longest text any one donation field takes over the API before its rules read it (abuse only). */
const TEXT_LIMIT = 1_000;
const text = z.string().max(TEXT_LIMIT);

/**
 * `POST /api/donations` (docs/product/donations.md#starting-a-gift): loose on purpose, so a bad
 * value reaches the rules and gets docs/product/donations.md's message rather than a type error. The amount may
 * be a number (the API) or the text a person typed ('1,000').
 */
export const donationRequestSchema = z.object({
  campaign_slug: z.string().max(200).optional(),
  organization_slug: z.string().max(200).optional(),
  amount: z.union([z.number(), text]).nullish(),
  currency: z.string().max(10),
  frequency: z.enum(DONATION_FREQUENCIES).default('one_time'),
  donor_name: text.default(''),
  donor_email: text.default(''),
  donor_phone: text.nullish(),
  donor_pan: text.nullish(),
  is_indian_citizen: z.boolean().default(true),
  donor_passport: text.nullish(),
  donor_nationality: text.nullish(),
  donor_address: z
    .object({
      line_1: text.default(''),
      line_2: text.nullish(),
      city: text.default(''),
      postal_code: text.default(''),
      country_code: text.default(''),
    })
    .nullish(),
  show_name: z.boolean().default(true),
  dedication: z.object({ kind: z.enum(DEDICATION_KINDS), name: text.default('') }).nullish(),
  message: text.nullish(),
  gift_aid: z.boolean().default(false),
  cover_fees: z.boolean().default(false),
  locale: z.enum(DONOR_LOCALES).default('en'),
});
export type DonationRequest = z.input<typeof donationRequestSchema>;
type ParsedDonationRequest = z.output<typeof donationRequestSchema>;

const readAmount = (amount: ParsedDonationRequest['amount']): number | null => {
  if (amount === null || amount === undefined) return null;
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : null;
  return parseTypedAmount(amount);
};

/** The request as the rules read it: absent texts empty, the amount read. */
export function donationDetailsOf(request: ParsedDonationRequest): DonationDetails {
  return {
    amount: readAmount(request.amount),
    frequency: request.frequency,
    donor_name: request.donor_name,
    donor_email: request.donor_email,
    donor_phone: request.donor_phone ?? '',
    is_indian_citizen: request.is_indian_citizen,
    donor_passport: request.donor_passport ?? '',
    donor_nationality: request.donor_nationality ?? '',
    donor_pan: request.donor_pan ?? '',
    donor_address: request.donor_address
      ? { ...request.donor_address, line_2: request.donor_address.line_2 ?? '' }
      : EMPTY_ADDRESS,
    show_name: request.show_name,
    dedication: request.dedication ?? null,
    message: request.message ?? '',
    gift_aid: request.gift_aid,
    cover_fees: request.cover_fees,
  };
}
