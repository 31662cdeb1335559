import { z } from 'zod';
import { okEnvelope } from '../../api/envelope.ts';
import { paymentsFormSchema } from '../../payments/payments-form.ts';
import { NOTE_MAX_LENGTH } from '../../review/review-api.ts';
import { REVIEW_MESSAGES } from '../../review/review-messages.ts';
import { draftOrganizationSchema } from '../draft-api.ts';
import { registrationFormSchema } from '../registration-form.ts';
import { organizationSlugSchema } from '../slug.ts';
import { websiteFormSchema } from '../website-form.ts';
import {
  CATEGORY_SETTINGS_FIELDS,
  CHANGE_REQUEST_SECTION_NAMES,
  CHANGE_REQUEST_SECTIONS,
  CONTACT_SETTINGS_FIELDS,
  type RegistrationChangeSection,
  SITE_SETTINGS_FIELDS,
} from './settings-fields.ts';

/*
 * The settings calls of an approved organization and its change requests
 * (docs/product/organization-settings.md, docs/product/http-contract.md#settings-calls).
 */

const pick = <const K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, true])) as { [Key in K]: true };

export const settingsParamsSchema = z.object({ slug: organizationSlugSchema });

/** PATCH /api/organizations/{slug}/settings — one live section, every field of it. */
export const liveSettingsRequestSchema = z.discriminatedUnion('section', [
  z.object({
    section: z.literal('site'),
    values: websiteFormSchema.pick(pick(SITE_SETTINGS_FIELDS)),
  }),
  z.object({
    section: z.literal('contact'),
    values: registrationFormSchema.pick(pick(CONTACT_SETTINGS_FIELDS)),
  }),
  z.object({
    section: z.literal('categories'),
    values: registrationFormSchema.pick(pick(CATEGORY_SETTINGS_FIELDS)),
  }),
]);
export type LiveSettingsRequest = z.infer<typeof liveSettingsRequestSchema>;

/** A section's fields, read as the registration form reads them (wrong types refused). */
const sectionValues = (section: RegistrationChangeSection) =>
  registrationFormSchema.pick(pick(CHANGE_REQUEST_SECTIONS[section]));

/** The browser's date, for the date rules (as the wizard's page 1 sends it). */
const today = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

/** POST /api/organizations/{slug}/change-requests — one legal section, every field of it. */
export const changeRequestRequestSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('identity'), values: sectionValues('identity'), today }),
  z.object({ section: z.literal('tax_exemption'), values: sectionValues('tax_exemption'), today }),
  z.object({ section: z.literal('fcra'), values: sectionValues('fcra'), today }),
  z.object({ section: z.literal('signatory'), values: sectionValues('signatory'), today }),
  z.object({
    section: z.literal('bank_accounts'),
    values: paymentsFormSchema.pick(pick(CHANGE_REQUEST_SECTIONS.bank_accounts)),
    today,
  }),
]);
export type ChangeRequestRequest = z.infer<typeof changeRequestRequestSchema>;

export const CHANGE_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'withdrawn'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/** A legal field's value: text, or a checkbox. */
const fieldValueSchema = z.union([z.string(), z.boolean()]);
export type ChangeRequestValue = z.infer<typeof fieldValueSchema>;

/** One changed field, the value the organization shows now beside the one asked for. */
export const fieldChangeSchema = z.object({
  field: z.string(),
  old: fieldValueSchema,
  new: fieldValueSchema,
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const changeRequestSchema = z.object({
  id: z.string(),
  slug: z.string(),
  organization_name: z.string(),
  section: z.enum(CHANGE_REQUEST_SECTION_NAMES),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  changes: z.array(fieldChangeSchema),
  /** The reviewer's note (a decline always has one). */
  note: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;
export const changeRequestResponseSchema = okEnvelope(changeRequestSchema);

/** GET /api/organizations/{slug}/settings — the organization's form and its waiting change request. */
export const settingsSchema = z.object({
  organization: draftOrganizationSchema,
  pending_change_request: changeRequestSchema.nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsResponseSchema = okEnvelope(settingsSchema);

/** GET /api/admin/change-requests — the change requests waiting, oldest first. */
export const changeRequestListResponseSchema = okEnvelope(z.array(changeRequestSchema));

export const changeRequestParamsSchema = z.object({ id: z.uuid() });

export const CHANGE_REQUEST_DECISIONS = ['approved', 'declined'] as const;

/** POST /api/admin/change-requests/{id}/decision — a decline needs a note for the organization. */
export const changeRequestDecisionSchema = z
  .object({
    decision: z.enum(CHANGE_REQUEST_DECISIONS),
    note: z.string().trim().max(NOTE_MAX_LENGTH, REVIEW_MESSAGES.noteTooLong).default(''),
  })
  .superRefine((value, context) => {
    if (value.decision === 'declined' && value.note === '') {
      context.addIssue({ code: 'custom', path: ['note'], message: REVIEW_MESSAGES.noteRequired });
    }
  });
export type ChangeRequestDecision = z.infer<typeof changeRequestDecisionSchema>;
