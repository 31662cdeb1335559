import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { isEmail } from '../organization/formats.ts';
import { DEDICATION_KINDS, DONATION_FREQUENCIES, DONOR_LOCALES } from './donation-details.ts';
import { GIFT_CURRENCIES } from './gift-money.ts';
import { DONATION_STATUSES, RECEIPT_STATUSES, receiptSummarySchema } from './giving-api.ts';
import { GIVING_MESSAGES as M } from './giving-messages.ts';

/**
 * The donor's page, `/my-giving` (docs/product/donations.md#the-donors-page): a link by email,
 * the donor's gifts and receipts, stopping a monthly gift, and their data to download or erase.
 */

/** How long a link to the donor's page opens it, in days. */
export const MY_GIVING_LINK_TTL_DAYS = 7;

/** Charges of a monthly gift declined in a row after which the gift stops. */
export const MONTHLY_GIFT_FAILURES_TO_STOP = 3;

/** Who stopped a monthly gift: its donor, or its charges that kept failing. */
export const MONTHLY_GIFT_STOPPERS = ['donor', 'failed_charges'] as const;

/** The donor's email as the donation form checks it; kept lower case. */
const donorEmailSchema = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, { error: M.emailRequired, abort: true })
  .max(254, { error: M.emailInvalid, abort: true })
  .refine(isEmail, M.emailInvalid)
  .transform((email) => email.toLowerCase());

/** `POST /api/my-giving/link`. */
export const myGivingLinkRequestSchema = z.object({ email: donorEmailSchema });
export type MyGivingLinkRequest = z.input<typeof myGivingLinkRequestSchema>;

/** The key of a link to the donor's page; a missing one reads as a wrong one (404). */
export const myGivingKeyQuerySchema = z.object({ key: z.string().max(2000).default('') });

export const monthlyGiftParamsSchema = z.object({ id: z.uuid() });

const major = z.number();

/** One of a gift's receipts, with its date; `link` is null until its PDF is made. */
export const myGivingReceiptSchema = receiptSummarySchema.extend({ date: z.string() });

/** A gift made with the donor's email, to any organization. */
export const myGivingDonationSchema = z.object({
  id: z.string(),
  /** When it was paid, or else started. */
  date: z.string(),
  organization_name: z.string(),
  campaign_title: z.string().nullable(),
  campaign_slug: z.string().nullable(),
  /** A month's, for a monthly gift. */
  amount: major,
  currency: z.enum(GIFT_CURRENCIES),
  frequency: z.enum(DONATION_FREQUENCIES),
  status: z.enum(DONATION_STATUSES),
  /** (ours) A monthly gift that was stopped. */
  cancelled_at: z.string().nullable(),
  /** The latest receipt (a monthly gift has one a month); null before the first charge. */
  receipt: receiptSummarySchema.nullable(),
  /** (ours) Every receipt of the gift, newest first. */
  receipts: z.array(myGivingReceiptSchema),
});
export type MyGivingDonation = z.infer<typeof myGivingDonationSchema>;

/** A monthly gift still running. */
export const myGivingMonthlySchema = z.object({
  id: z.string(),
  started_at: z.string(),
  organization_name: z.string(),
  campaign_title: z.string().nullable(),
  amount: major,
  currency: z.enum(GIFT_CURRENCIES),
  /** When the next month is due, as the first charge's day; null when not known. */
  next_charge_at: z.string().nullable(),
  /** Charges declined since the last one that went through. */
  failed_charges: z.number().int(),
  /** Where to update the payment after a declined charge; null when none failed. */
  update_payment_url: z.string().nullable(),
});
export type MyGivingMonthly = z.infer<typeof myGivingMonthlySchema>;

/** `GET /api/my-giving?key=`. */
export const myGivingResponseSchema = okEnvelope(
  z.object({
    email: z.string(),
    donations: z.array(myGivingDonationSchema),
    monthly: z.array(myGivingMonthlySchema),
  }),
);
export type MyGivingResponse = z.infer<typeof myGivingResponseSchema>;

/**
 * `GET /api/my-giving/mine` (ours, signed in): a key to the donor's page of the account's own
 * email, once the account proved it; null before.
 */
export const ownGivingKeyResponseSchema = okEnvelope(z.object({ key: z.string().nullable() }));

/** `POST /api/my-giving/monthly/{id}/cancel?key=`. */
export const cancelMonthlyGiftResponseSchema = okEnvelope(
  z.object({ status: z.literal('cancelled') }),
);

/** `POST /api/my-giving/link` and `/erase`: the message only. */
export const myGivingMessageResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
});

const addressSchema = z
  .object({
    line_1: z.string(),
    line_2: z.string(),
    city: z.string(),
    postal_code: z.string(),
    country_code: z.string(),
  })
  .nullable();

/**
 * `GET /api/my-giving/export?key=`: everything stored about the donor's gifts, as a JSON file
 * (docs/product/donations.md#the-donors-page).
 */
export const myDataExportSchema = z.object({
  email: z.string(),
  exported_at: z.string(),
  gifts: z.array(
    z.object({
      id: z.string(),
      created_at: z.string(),
      confirmed_at: z.string().nullable(),
      organization_name: z.string(),
      campaign_title: z.string().nullable(),
      frequency: z.enum(DONATION_FREQUENCIES),
      status: z.enum(DONATION_STATUSES),
      currency: z.enum(GIFT_CURRENCIES),
      amount: major,
      covered_fees: z.boolean(),
      charged: major,
      provider: z.string(),
      donor_name: z.string(),
      donor_email: z.string(),
      donor_phone: z.string().nullable(),
      donor_pan: z.string().nullable(),
      is_indian_citizen: z.boolean(),
      donor_passport: z.string().nullable(),
      donor_nationality: z.string().nullable(),
      donor_address: addressSchema,
      show_name: z.boolean(),
      dedication: z.object({ kind: z.enum(DEDICATION_KINDS), name: z.string() }).nullable(),
      message: z.string().nullable(),
      gift_aid: z.boolean(),
      locale: z.enum(DONOR_LOCALES),
      cancelled_at: z.string().nullable(),
      erased_at: z.string().nullable(),
      charges: z.array(z.object({ date: z.string(), amount: major, currency: z.string() })),
      failed_charges: z.array(z.object({ date: z.string() })),
      receipts: z.array(
        z.object({
          number: z.string(),
          date: z.string(),
          amount: major,
          currency: z.string(),
          status: z.enum(RECEIPT_STATUSES),
          voided_at: z.string().nullable(),
          void_reason: z.string().nullable(),
        }),
      ),
    }),
  ),
  /** The emails sent to the address about its gifts, by subject and date. */
  emails: z.array(z.object({ subject: z.string(), date: z.string() })),
});
export type MyDataExport = z.infer<typeof myDataExportSchema>;
