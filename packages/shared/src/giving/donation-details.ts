import { z } from 'zod';
import { type GiftCurrency, parseTypedAmount } from './gift-money.ts';

export const DONATION_FREQUENCIES = ['one_time', 'monthly'] as const;
export type DonationFrequency = (typeof DONATION_FREQUENCIES)[number];

export const DEDICATION_KINDS = ['honour', 'memory'] as const;
export type DedicationKind = (typeof DEDICATION_KINDS)[number];

export const DONOR_LOCALES = ['en', 'hi'] as const;
export type DonorLocale = (typeof DONOR_LOCALES)[number];

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

export type DonorAddress = {
  line_1: string;
  line_2: string;
  city: string;
  postal_code: string;
  country_code: string;
};

/** What the giving rules read: the form's or the request's values, every text present. */
export type DonationDetails = {
  /** Major units; null when blank or not an amount. */
  amount: number | null;
  frequency: DonationFrequency;
  donor_name: string;
  donor_email: string;
  donor_phone: string;
  is_indian_citizen: boolean;
  donor_passport: string;
  donor_nationality: string;
  donor_pan: string;
  donor_address: DonorAddress;
  show_name: boolean;
  dedication: { kind: DedicationKind; name: string } | null;
  message: string;
  gift_aid: boolean;
  cover_fees: boolean;
};

/** Who is given to, as the rules need it: the organization's country and what it accepts. */
export type GiftRecipient = {
  countryCode: string;
  currency: GiftCurrency;
  /** India: it has an FCRA registration and account, so foreign citizens may give. */
  acceptsForeignCitizens: boolean;
};

/** The fields the rules mark, as `errors[].field` names them. */
export type DonationField =
  | 'amount'
  | 'currency'
  | 'donor_name'
  | 'donor_email'
  | 'donor_phone'
  | 'is_indian_citizen'
  | 'donor_passport'
  | 'donor_nationality'
  | 'donor_pan'
  | 'donor_address.line_1'
  | 'donor_address.city'
  | 'donor_address.postal_code'
  | 'donor_address.country_code'
  | 'dedication.name'
  | 'message';

export const EMPTY_ADDRESS: DonorAddress = {
  line_1: '',
  line_2: '',
  city: '',
  postal_code: '',
  country_code: '',
};

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
