import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { organizationSlugSchema } from '../organization/slug.ts';

/**
 * The technology-grant partner agreement's calls (docs/product/partner-agreement.md). Bodies read
 * a missing field as empty; the ordered rules of agreement-rules.ts answer for it with 400.
 */
const text = () => z.string().max(500).default('');

/** The fields the signer fills; the dialog prefills them from the draft. */
export const agreementFieldsSchema = z.object({
  partner_name: text(),
  partner_reg_number: text(),
  partner_pan_number: text(),
  partner_email: text(),
});
export type AgreementFields = z.infer<typeof agreementFieldsSchema>;

/**
 * `POST /api/organization/partner-agreement` (token): `partner_signature` is the signature upload's
 * originalKey (purpose organization_digital_signature; our own media URL naming that key is
 * accepted too); `slug` attaches the agreement to that draft (its owner only, anyone else 404).
 * `organization_name` is the organization the PDF names when there is no `slug` (the wizard's
 * typed name, before the first save); with a slug the saved draft's name is printed instead.
 */
export const partnerAgreementRequestSchema = agreementFieldsSchema.extend({
  partner_signature: text(),
  slug: organizationSlugSchema.optional(),
  organization_name: z.string().trim().max(200).optional(),
});
export type PartnerAgreementRequest = z.input<typeof partnerAgreementRequestSchema>;

/**
 * The answer: `link` is a short-lived signed link to the signed PDF (works without a token);
 * ours beside it: the document's id, the agreement version signed and `agreement_link`, the
 * permanent reference a draft stores (the verification page of this document). A page-1 save may
 * send either link as `agreement_link`.
 */
export const partnerAgreementResponseSchema = z.object({
  status: z.literal(true),
  link: z.string(),
  document_id: z.string(),
  version: z.string(),
  agreement_link: z.string(),
});
export type PartnerAgreementResponse = z.infer<typeof partnerAgreementResponseSchema>;

/**
 * `GET /api/organization/partner-agreement` (token): the signed agreement again, with a fresh
 * short-lived link to its PDF. With `slug`, the draft's (its owner only, anyone else 404);
 * without, the caller's own signature made without a draft. Only the current version counts.
 */
export const signedAgreementQuerySchema = z.object({
  slug: organizationSlugSchema.optional(),
});
export type SignedAgreementQuery = z.input<typeof signedAgreementQuerySchema>;

/** The sign call's answer and when it was signed (ISO 8601). */
export const signedAgreementResponseSchema = partnerAgreementResponseSchema.extend({
  signed_at: z.string(),
});
export type SignedAgreementResponse = z.infer<typeof signedAgreementResponseSchema>;

/** A signature as the verification page shows it. */
export const agreementRecordSchema = z.object({
  document_id: z.string(),
  version: z.string(),
  organization_name: z.string(),
  signer_name: z.string(),
  signed_at: z.string(),
  sha256: z.string(),
});
export type AgreementRecord = z.infer<typeof agreementRecordSchema>;

/**
 * `POST /api/agreements/verify` (multipart, one PDF in `file`) and `GET /api/agreements/{document_id}`:
 * whether an uploaded PDF is exactly a signed document (its SHA-256 matches a record), and whose.
 */
export const agreementVerificationResponseSchema = okEnvelope(
  z.object({
    match: z.boolean(),
    record: agreementRecordSchema.nullable(),
  }),
);

export const agreementDocumentParamsSchema = z.object({
  document_id: z.string().trim().min(1).max(64),
});
export const agreementRecordResponseSchema = okEnvelope(agreementRecordSchema);

/** `POST /api/organization/partner-agreement/handoff` (token): emails the signatory a link. */
export const agreementHandoffRequestSchema = z.object({ slug: organizationSlugSchema });

/** The answer of the hand-off and of its send-code call. */
export const agreementMessageResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
});

/** `GET /api/agreement-handoff/{token}`: what the signatory's page shows before signing. */
export const agreementHandoffParamsSchema = z.object({ token: z.string().trim().min(16).max(200) });
export const agreementHandoffSchema = z.object({
  organization_name: z.string(),
  /** The prefilled fields, from the draft. */
  fields: agreementFieldsSchema,
  /** The verified admin phone, masked ('+91 ••••• ••210'), where the code goes. */
  phone_hint: z.string(),
  version: z.string(),
  /** Set once signed: the link is dead and the page says so. */
  signed: z.boolean(),
});
export const agreementHandoffResponseSchema = okEnvelope(agreementHandoffSchema);

/**
 * `POST /api/agreement-handoff/{token}/sign`: the fields, the code texted to the admin phone
 * (`POST /api/agreement-handoff/{token}/send-code` sends it) and the drawn signature as a PNG
 * data URL (`data:image/png;base64,…`, at most 512 KB).
 */
export const agreementHandoffSignRequestSchema = agreementFieldsSchema.extend({
  otp: z.string().trim().max(10).default(''),
  signature_png: z.string().max(700_000).default(''),
});
export type AgreementHandoffSignRequest = z.input<typeof agreementHandoffSignRequestSchema>;
