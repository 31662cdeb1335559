import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { DEFAULT_RECEIPT_PREFIX } from '../constants.ts';
import { receiptNumber } from '../giving/receipt-number.ts';
import { draftPaymentStateSchema } from '../payments/payments-api.ts';
import { paymentsFormSchema } from '../payments/payments-form.ts';
import { RECEIPT_PREFIX_PATTERN } from './formats.ts';
import { REGISTRATION_MESSAGES } from './messages.ts';
import { ORGANIZATION_STATUSES } from './organization-status.ts';
import { registrationFormSchema } from './registration-form.ts';
import { organizationSlugSchema } from './slug.ts';
import { websiteFormSchema } from './website-form.ts';

/** The draft calls (docs/product/http-contract.md#organization-calls). */

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a YYYY-MM-DD date.');

/**
 * `POST /api/organization/create/page/1`: the step-0 form, plus `slug` once the draft exists (a
 * second Next on step 0 updates it) and the `version` the browser last read (409 when another
 * save came first; without it the save applies after any other). `today` is the browser's
 * YYYY-MM-DD, used for the date rules when it is today somewhere on Earth.
 */
export const saveRegistrationPageRequestSchema = registrationFormSchema.extend({
  slug: organizationSlugSchema.optional(),
  version: z.number().int().positive().optional(),
  today: isoDay.optional(),
});
export type SaveRegistrationPageRequest = z.input<typeof saveRegistrationPageRequestSchema>;

/**
 * `POST /api/organization/create/page/2`: the step-1 form, the draft's `slug` and the `version`
 * the browser last read (docs/product/wizard.md#step-1-create-website).
 */
export const saveWebsitePageRequestSchema = websiteFormSchema.extend({
  slug: organizationSlugSchema,
  version: z.number().int().positive().optional(),
});
export type SaveWebsitePageRequest = z.input<typeof saveWebsitePageRequestSchema>;

/**
 * `POST /api/organization/create/page/3` (Save draft on step 2) and `/page/4` (Submit): the step-2
 * form, the draft's `slug` and the `version` the browser last read
 * (docs/product/wizard.md#step-2-verify-payments).
 */
export const savePaymentsPageRequestSchema = paymentsFormSchema.extend({
  slug: organizationSlugSchema,
  version: z.number().int().positive().optional(),
});
export type SavePaymentsPageRequest = z.input<typeof savePaymentsPageRequestSchema>;

/** Where an own domain stands: none chosen, waiting for its TXT record, or proven. */
export const OWN_DOMAIN_STATUSES = ['none', 'pending', 'verified'] as const;
export type OwnDomainStatus = (typeof OWN_DOMAIN_STATUSES)[number];

export const ownDomainRecordSchema = z.object({ name: z.string(), value: z.string() });

/**
 * A draft as its owner reads it: the forms of steps 0, 1 and 2 (the account numbers in full: this
 * is their own form), where the wizard stands, the site's addresses — the subdomain (given at the
 * first page-2 save, then stable), the site's address on it, and the own domain's state with the
 * TXT record that proves it — and where its payments stand.
 */
export const draftOrganizationSchema = registrationFormSchema
  .extend(websiteFormSchema.shape)
  .extend(paymentsFormSchema.shape)
  .extend(draftPaymentStateSchema.shape)
  .extend({
    slug: z.string(),
    status: z.enum(ORGANIZATION_STATUSES),
    progress_page: z.number().int(),
    version: z.number().int(),
    subdomain: z.string().nullable(),
    site_url: z.string().nullable(),
    /**
     * `site_url` with `?preview={token}`: the site before approval, for its owner (and reviewers),
     * the token valid 24 hours (docs/product/verification.md#publication-and-preview). Null
     * until the draft has a subdomain.
     */
    site_preview_url: z.string().nullable(),
    organization_domain_status: z.enum(OWN_DOMAIN_STATUSES),
    organization_domain_record: ownDomainRecordSchema.nullable(),
  });
export type DraftOrganization = z.infer<typeof draftOrganizationSchema>;

export const saveDraftPageResponseSchema = okEnvelope(
  z.object({
    slug: z.string(),
    progress_page: z.number().int(),
    organization: draftOrganizationSchema,
    /** Page 2 only: set when the subdomain could not be given (the page itself was saved). */
    subdomain_error: z.string().optional(),
  }),
);

export const draftParamsSchema = z.object({ slug: organizationSlugSchema });
export const draftResponseSchema = okEnvelope(z.object({ organization: draftOrganizationSchema }));

export const receiptNumberQuerySchema = z.object({
  prefix: z
    .string()
    .trim()
    .regex(RECEIPT_PREFIX_PATTERN, REGISTRATION_MESSAGES.receiptPrefixFormat)
    .default(DEFAULT_RECEIPT_PREFIX),
  slug: organizationSlugSchema.optional(),
});

/** `{prefix}-{unique}-{year}-{seq}`, the first seq being 0001 (docs/product/wizard.md#step-0-registration). */
export const receiptNumberResponseSchema = okEnvelope(
  z.object({
    prefix: z.string(),
    unique: z.number().int(),
    year: z.number().int(),
    next: z.string(),
  }),
);

export const FIRST_RECEIPT_SEQUENCE = '0001';

export function formatReceiptNumber(parts: { prefix: string; unique: number; year: number }) {
  return receiptNumber({ ...parts, sequence: 1 });
}
