import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { isIsoDate } from '../organization/formats.ts';
import { DEDICATION_KINDS, DONATION_FREQUENCIES } from './donation-details.ts';
import { GIFT_CURRENCIES } from './gift-money.ts';

export const DONATION_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

export const RECEIPT_STATUSES = ['valid', 'void'] as const;

/**
 * The ledger's kinds of entry (docs/product/donations.md#the-ledger): the gift (+), the fees the
 * donor covered (+), the provider's and the platform's fees (−), and a refund's gift given back
 * (−); a refund reverses the charge's fees under their own kinds, with the opposite sign.
 */
export const LEDGER_ENTRY_KINDS = [
  'gift',
  'covered_fee',
  'provider_fee',
  'platform_fee',
  'refund',
] as const;

/** Amounts over the API are major units (rupees, dollars) as JSON numbers (docs/product/http-contract.md, Giving). */
const major = z.number();

/** 201 of `POST /api/donations`: the provider's hosted checkout and the server's figures. */
export const startDonationResponseSchema = okEnvelope(
  z.object({
    donation_id: z.string(),
    url: z.string(),
    amount: major,
    /** The platform's and the provider's fees together. */
    fee: major,
    currency: z.enum(GIFT_CURRENCIES),
    /** (ours) What the donor is charged: the gift, plus the provider's fee when covered. */
    charged: major,
    /** (ours) What the organization receives. */
    organization_receives: major,
  }),
);
export type StartDonationResponse = z.infer<typeof startDonationResponseSchema>;

export const receiptSummarySchema = z.object({
  number: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  /** A signed link to the PDF; null until the PDF is made. */
  link: z.string().nullable(),
});

/** `GET /api/donations/{id}?key=`: the thank-you page's gift. */
export const donationStatusResponseSchema = okEnvelope(
  z.object({
    status: z.enum(DONATION_STATUSES),
    amount: major,
    currency: z.enum(GIFT_CURRENCIES),
    frequency: z.enum(DONATION_FREQUENCIES),
    organization_name: z.string(),
    /** (ours) */
    organization_slug: z.string(),
    campaign_slug: z.string().nullable(),
    /** (ours) The campaign's title, for the share text. */
    campaign_title: z.string().nullable(),
    receipt: receiptSummarySchema.nullable(),
  }),
);
export type DonationStatusResponse = z.infer<typeof donationStatusResponseSchema>;

export const wallQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** One gift on a wall: never an email, phone, PAN or address. */
export const wallGiftSchema = z.object({
  name: z.string(),
  amount: major,
  currency: z.enum(GIFT_CURRENCIES),
  message: z.string().nullable(),
  dedication: z.object({ kind: z.enum(DEDICATION_KINDS), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type WallGift = z.infer<typeof wallGiftSchema>;

export const wallResponseSchema = okEnvelope(
  z.object({ data: z.array(wallGiftSchema), total: z.number().int() }),
);
export type WallResponse = z.infer<typeof wallResponseSchema>;

export const receiptVerifyQuerySchema = z.object({ number: z.string().min(1).max(80) });

/** `/api/receipts/verify`: nothing about the donor. */
export const receiptVerifyResponseSchema = okEnvelope(
  z.object({
    number: z.string(),
    organization_name: z.string(),
    date: z.string(),
    amount: major,
    currency: z.enum(GIFT_CURRENCIES),
    status: z.enum(RECEIPT_STATUSES),
  }),
);
export type ReceiptVerifyResponse = z.infer<typeof receiptVerifyResponseSchema>;

/** `GET /api/donations/form`: whom the form gives to, by a campaign's or an organization's slug. */
export const donationFormQuerySchema = z
  .object({
    campaign_slug: z.string().trim().min(1).max(200).optional(),
    organization_slug: z.string().trim().min(1).max(200).optional(),
  })
  .refine((query) => Boolean(query.campaign_slug) !== Boolean(query.organization_slug), {
    message: 'Name either campaign_slug or organization_slug.',
  });

/**
 * (ours) What the donation form needs from the server (docs/product/donations.md#the-form): the
 * organization and campaign given to, the currency and the figures the summary uses, and
 * whether a gift can be made now (`refusal` is the 409's message when not).
 */
export const donationFormSchema = z.object({
  organization: z.object({
    slug: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    country_code: z.string(),
  }),
  campaign: z
    .object({ slug: z.string(), title: z.string(), asset: z.string(), end_date: z.string() })
    .nullable(),
  currency: z.enum(GIFT_CURRENCIES),
  suggested_amounts: z.array(z.number()),
  min_amount: z.number(),
  max_amount: z.number(),
  platform_fee_percent: z.number(),
  /** India: gifts from foreign citizens go to its FCRA account. */
  accepts_foreign_citizens: z.boolean(),
  /** India with an 80G (or other section) registration: gifts with a PAN can be claimed. */
  has_tax_exemption: z.boolean(),
  /** null when a gift can be made; otherwise why not, in docs/product/donations.md's words. */
  refusal: z.string().nullable(),
});
export type DonationForm = z.infer<typeof donationFormSchema>;
export const donationFormResponseSchema = okEnvelope(donationFormSchema);

/** A real calendar day written YYYY-MM-DD ('2026-02-30' is refused, not handed to the database). */
const isoDate = z.string().refine(isIsoDate, 'a real date as YYYY-MM-DD');

/** An IANA time zone the runtime knows ('Asia/Kolkata', 'Europe/London', 'UTC'). */
function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * `GET /api/organizations/{slug}/donations` (owner only): the organization's gifts, newest first,
 * filtered; `from` and `to` are days the gift was started on, both included, read in the time
 * zone `tz` the page shows its dates in (UTC without it); `q` finds a donor's name or email.
 */
export const ownerDonationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  from: isoDate.optional(),
  to: isoDate.optional(),
  campaign: z.string().trim().max(200).optional(),
  status: z.enum(DONATION_STATUSES).optional(),
  frequency: z.enum(DONATION_FREQUENCIES).optional(),
  q: z.string().trim().max(200).optional(),
  tz: z.string().max(64).refine(isTimeZone, 'a time zone such as Asia/Kolkata').optional(),
});
export type OwnerDonationsQuery = z.infer<typeof ownerDonationsQuerySchema>;

/** A gift as its organization's owner sees it: the donor's name and email, the money, its receipt. */
export const ownerDonationSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  donor_name: z.string(),
  donor_email: z.string(),
  /** The gift, a month's for a monthly one. */
  amount: major,
  currency: z.enum(GIFT_CURRENCIES),
  /** The platform's and the provider's fees of a charge. */
  fee: major,
  /** What the organization receives of a charge. */
  net: major,
  status: z.enum(DONATION_STATUSES),
  frequency: z.enum(DONATION_FREQUENCIES),
  campaign_slug: z.string().nullable(),
  /** The latest receipt (a monthly gift has one a month); null before the first charge. */
  receipt: z.object({ number: z.string(), status: z.enum(RECEIPT_STATUSES) }).nullable(),
});
export type OwnerDonation = z.infer<typeof ownerDonationSchema>;

export const ownerDonationsResponseSchema = okEnvelope(
  z.object({
    data: z.array(ownerDonationSchema),
    /** The gifts the filters find, on every page. */
    total: z.number().int(),
    /**
     * Over those gifts, from the ledger: what was given (`amount`) and what the organization
     * received (`net`) in all their charges, the donors (distinct emails of gifts paid), and what
     * the running monthly gifts bring each month.
     */
    totals: z.object({
      amount: major,
      net: major,
      donors: z.number().int(),
      monthly: major,
    }),
  }),
);
export type OwnerDonationsResponse = z.infer<typeof ownerDonationsResponseSchema>;

/** Days the dashboard's chart of gifts covers, today included. */
export const GIVING_SUMMARY_DAYS = 90;

/**
 * `GET /api/organizations/{slug}/donations/summary` (ours, owner only): the dashboard's figures
 * (docs/product/donations.md#the-dashboards-figures). `raised` counts the gifts' charges not
 * refunded; days and months are UTC; `by_day` has every one of the last 90 days, oldest first.
 */
export const givingSummaryResponseSchema = okEnvelope(
  z.object({
    /** The organization's currency; null in a country where it cannot take gifts. */
    currency: z.enum(GIFT_CURRENCIES).nullable(),
    raised_this_month: major,
    raised: major,
    donors: z.number().int(),
    monthly: major,
    by_day: z.array(z.object({ date: isoDate, amount: major })),
  }),
);
export type GivingSummary = z.infer<typeof givingSummaryResponseSchema>['data'];

/** One charge of a gift (a monthly gift has one a month) and its refund, if any. */
export const ownerGiftChargeSchema = z.object({
  id: z.string(),
  charged_at: z.string(),
  /** What the donor paid, fees covered included. */
  amount: major,
  currency: z.enum(GIFT_CURRENCIES),
  status: z.enum(['succeeded', 'refunded']),
  refunded_at: z.string().nullable(),
  /** The owner's reason, or the text of a refund made at the provider. */
  refund_reason: z.string().nullable(),
  /**
   * Its refunds the provider failed after accepting them, newest first: the money stayed and the
   * charge stands (docs/decisions/013-a-refund-that-fails.md). `reason` is the provider's, or
   * `GIVING_MESSAGES.refundFailedAtProvider` when it gave none.
   */
  failed_refunds: z.array(
    z.object({ requested_at: z.string(), failed_at: z.string(), reason: z.string() }),
  ),
});
export type OwnerGiftCharge = z.infer<typeof ownerGiftChargeSchema>;

/** A receipt of the gift as its organization's owner sees it; `link` downloads the PDF once made. */
export const ownerReceiptSchema = z.object({
  number: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  issued_at: z.string(),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  link: z.string().nullable(),
});
export type OwnerReceipt = z.infer<typeof ownerReceiptSchema>;

/**
 * `GET /api/organizations/{slug}/donations/{donation_id}` (ours, owner only): the list's gift with
 * everything the donor gave, its charges newest first and its receipts newest first
 * (docs/product/donations.md#a-gifts-own-page).
 */
export const ownerDonationDetailSchema = ownerDonationSchema.extend({
  donor_phone: z.string().nullable(),
  donor_pan: z.string().nullable(),
  donor_address: z
    .object({
      line_1: z.string(),
      line_2: z.string(),
      city: z.string(),
      postal_code: z.string(),
      country_code: z.string(),
    })
    .nullable(),
  is_indian_citizen: z.boolean(),
  donor_passport: z.string().nullable(),
  donor_nationality: z.string().nullable(),
  show_name: z.boolean(),
  dedication: z.object({ kind: z.enum(DEDICATION_KINDS), name: z.string() }).nullable(),
  message: z.string().nullable(),
  gift_aid: z.boolean(),
  cover_fees: z.boolean(),
  /** What the donor is charged (each month): the gift, plus the provider's fee when covered. */
  charged: major,
  confirmed_at: z.string().nullable(),
  /** Whether its latest charge can be refunded now; `refund_until` is when that ends. */
  refundable: z.boolean(),
  refund_until: z.string().nullable(),
  charges: z.array(ownerGiftChargeSchema),
  receipts: z.array(ownerReceiptSchema),
});
export type OwnerDonationDetail = z.infer<typeof ownerDonationDetailSchema>;
export const ownerDonationResponseSchema = okEnvelope(ownerDonationDetailSchema);

/**
 * `POST /api/organizations/{slug}/donations/{donation_id}/refund`: the reason, checked by
 * `refundReasonError` (refund-rules.ts) so a missing one gets the product's words.
 */
export const refundRequestSchema = z.object({ reason: z.string().max(5000).default('') });
export type RefundRequest = z.input<typeof refundRequestSchema>;

/** The refunded charge (for a one-time gift, the gift) and its voided receipt. */
export const refundResponseSchema = okEnvelope(
  z.object({
    status: z.literal('refunded'),
    receipt: z.object({ number: z.string(), status: z.literal('void') }),
  }),
);
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/** `POST .../resend-receipt`: `{status, message}`. */
export const resendReceiptResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
});
