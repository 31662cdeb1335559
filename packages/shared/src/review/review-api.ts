import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import {
  documentKindSchema,
  organizationDocumentSchema,
} from '../organization/documents/documents-api.ts';
import { draftOrganizationSchema } from '../organization/draft-api.ts';
import { ORGANIZATION_STATUSES } from '../organization/organization-status.ts';
import { SETTINGS_EVENTS } from '../organization/settings/settings-fields.ts';
import { organizationSlugSchema } from '../organization/slug.ts';
import { PAYMENT_PROVIDERS, pricingPlanDataSchema } from '../payments/payments-api.ts';
import { REVIEW_MESSAGES as M } from './review-messages.ts';
import {
  GRANT_DECISIONS,
  GRANT_STATUSES,
  isNoteRequiredFor,
  REVIEW_ACTORS,
} from './review-moves.ts';

/**
 * The verification calls (docs/product/verification.md, docs/product/http-contract.md#review-calls).
 * Reviewer calls live under `/api/admin/` and answer 404 to everyone who is not a reviewer.
 */

export const NOTE_MAX_LENGTH = 2000;

const noteSchema = z
  .string({ error: M.noteRequired })
  .trim()
  .min(1, M.noteRequired)
  .max(NOTE_MAX_LENGTH, M.noteTooLong);

const optionalNoteSchema = z
  .string({ error: M.noteRequired })
  .trim()
  .max(NOTE_MAX_LENGTH, M.noteTooLong)
  .default('');

/** A field a reviewer asks the organization to fix, with the note shown beside it. */
export const requestedFieldSchema = z.object({
  field: z.string().trim().min(1).max(100),
  note: z
    .string({ error: M.fieldNoteRequired })
    .trim()
    .min(1, M.fieldNoteRequired)
    .max(NOTE_MAX_LENGTH, M.noteTooLong),
});
export type RequestedField = z.infer<typeof requestedFieldSchema>;

/**
 * A requested field as the record keeps it: with its value when asked (text or a check; bank
 * account numbers, sealed at rest, and composite values are not kept), so a reviewer sees what
 * changed on resubmission (docs/product/verification.md#what-changed).
 */
export type RecordedRequestedField = RequestedField & { was?: string | boolean };

/** A requested field on resubmission: its note, its value when asked and now. */
export const changeSinceRequestSchema = z.object({
  field: z.string(),
  note: z.string(),
  old: z.union([z.string(), z.boolean()]),
  new: z.union([z.string(), z.boolean()]),
});
export type ChangeSinceRequest = z.infer<typeof changeSinceRequestSchema>;

/** Who made a change: the owner, a reviewer, or the system (the seeded demo data). */
export const STATUS_CHANGE_ACTORS = [...REVIEW_ACTORS, 'system'] as const;

/** One append-only record of a status change (the organization's history and timeline). */
export const statusChangeSchema = z.object({
  from: z.enum(ORGANIZATION_STATUSES).nullable(),
  to: z.enum(ORGANIZATION_STATUSES),
  /** A grant decision is a change of its own: `grant` names it, and from/to stay the status. */
  grant: z.enum(GRANT_STATUSES).nullable(),
  note: z.string(),
  fields: z.array(requestedFieldSchema),
  actor: z.enum(STATUS_CHANGE_ACTORS),
  created_at: z.string(),
  /**
   * A settings change of an approved organization (docs/product/organization-settings.md#history):
   * what happened and the fields it named; the status stays on both sides.
   */
  settings: z.object({ event: z.enum(SETTINGS_EVENTS), fields: z.array(z.string()) }).optional(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** India's registrations that expire, watched by the daily job (docs/product/verification.md#expiry-watch). */
export const EXPIRING_DOCUMENTS = ['tax_exemption', 'fcra'] as const;
export type ExpiringDocument = (typeof EXPIRING_DOCUMENTS)[number];
/** Days before an expiry that a reminder goes out, once each. */
export const EXPIRY_REMINDER_DAYS = [60, 30, 7] as const;

export const expirySchema = z.object({
  document: z.enum(EXPIRING_DOCUMENTS),
  /** YYYY-MM-DD */
  expires_on: z.string(),
  days_left: z.number().int(),
});

/** GET /api/organization/{slug}/review — the owner's view of where the organization stands. */
export const organizationReviewStateSchema = z.object({
  slug: z.string(),
  status: z.enum(ORGANIZATION_STATUSES),
  grant_status: z.enum(GRANT_STATUSES),
  /** Set while the status is needs_information: the fields to fix, each with its note. */
  requested_fields: z.array(requestedFieldSchema),
  /** Every change, oldest first. */
  timeline: z.array(statusChangeSchema),
  expiries: z.array(expirySchema),
});
export type OrganizationReviewState = z.infer<typeof organizationReviewStateSchema>;
export const organizationReviewStateResponseSchema = okEnvelope(organizationReviewStateSchema);

/** GET /api/admin/organizations — the queue, oldest submission first. */
export const reviewQueueQuerySchema = z.object({
  country: z.string().trim().toUpperCase().length(2).optional(),
  type: z.enum(['ngo', 'company']).optional(),
  program: z.enum(['grant', 'none']).optional(),
  /** Only organizations waiting at least this many days since they were (re)submitted. */
  min_age_days: z.coerce.number().int().min(0).max(3650).optional(),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

export const reviewQueueItemSchema = z.object({
  slug: z.string(),
  organization_name: z.string(),
  country_code: z.string().nullable(),
  organization_type: z.enum(['ngo', 'company']).nullable(),
  is_grant_program: z.boolean(),
  grant_status: z.enum(GRANT_STATUSES),
  status: z.enum(ORGANIZATION_STATUSES),
  submitted_at: z.string(),
  waiting_days: z.number().int(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
export const reviewQueueResponseSchema = okEnvelope(z.array(reviewQueueItemSchema));

/** An uploaded file of the form, through a short-lived signed link. */
export const reviewFileSchema = z.object({ field: z.string(), url: z.string() });

/** GET /api/admin/organizations/{slug} — everything a reviewer needs to decide. */
export const reviewOrganizationSchema = z.object({
  /** Every field of every step; bank account numbers masked. */
  organization: draftOrganizationSchema,
  submitted_at: z.string().nullable(),
  grant_status: z.enum(GRANT_STATUSES),
  files: z.array(reviewFileSchema),
  /** The current documents, each through a short-lived signed link (docs/product/verification.md#documents). */
  documents: z.array(organizationDocumentSchema),
  /** The kinds asked of the organization that it has not uploaded. */
  missing_documents: z.array(documentKindSchema),
  agreement: z
    .object({
      link: z.string(),
      signer_name: z.string(),
      signed_at: z.string(),
      sha256: z.string(),
      /** The stored PDF hashed again now matches the hash recorded at signing. */
      hash_matches: z.boolean(),
    })
    .nullable(),
  payment: z.object({
    provider: z.enum(PAYMENT_PROVIDERS).nullable(),
    account_id: z.string().nullable(),
    onboarded: z.boolean(),
    plan: pricingPlanDataSchema.nullable(),
  }),
  requested_fields: z.array(requestedFieldSchema),
  /**
   * Once resubmitted (and while in review after it): each field of the last request whose value
   * was kept, then and now; empty otherwise.
   */
  changes_since_request: z.array(changeSinceRequestSchema),
  history: z.array(statusChangeSchema),
  expiries: z.array(expirySchema),
});
export type ReviewOrganization = z.infer<typeof reviewOrganizationSchema>;
export const reviewOrganizationResponseSchema = okEnvelope(reviewOrganizationSchema);

export const reviewParamsSchema = z.object({ slug: organizationSlugSchema });

/**
 * POST /api/admin/organizations/{slug}/status. `from` is the status the reviewer saw: another
 * reviewer's change in between answers 409. `fields` only (and at least one) with needs_information.
 */
export const statusChangeRequestSchema = z
  .object({
    from: z.enum(ORGANIZATION_STATUSES),
    to: z.enum(ORGANIZATION_STATUSES),
    /** Required to ask for information or to reject (`isNoteRequiredFor`); optional otherwise. */
    note: optionalNoteSchema,
    fields: z.array(requestedFieldSchema).max(200).default([]),
  })
  .superRefine((request, context) => {
    if (isNoteRequiredFor(request.to) && request.note === '') {
      context.addIssue({ code: 'custom', path: ['note'], message: M.noteRequired });
    }
  });
export type StatusChangeRequest = z.infer<typeof statusChangeRequestSchema>;

/** POST /api/admin/organizations/{slug}/grant */
export const grantDecisionRequestSchema = z.object({
  decision: z.enum(GRANT_DECISIONS),
  note: noteSchema,
});

/**
 * GET /api/admin/session — 200 to anyone signed in: `reviewer` true for a reviewer (the web shows
 * the console's link), false for anyone else; 404 without a token.
 */
export const reviewerSessionResponseSchema = okEnvelope(z.object({ reviewer: z.boolean() }));
