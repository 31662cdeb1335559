import { z } from 'zod';
import { okEnvelope } from '../../api/envelope.ts';
import { organizationSlugSchema } from '../slug.ts';
import { DOCUMENT_KINDS } from './organization-documents.ts';

/*
 * The document calls (docs/product/verification.md#documents,
 * docs/product/http-contract.md#document-calls): the owner's, under
 * /api/organizations/{slug}/documents, and the documents in the reviewer's answer.
 */

export const documentKindSchema = z.enum(DOCUMENT_KINDS);

/** A current document: what was uploaded, and a short-lived signed link that opens it. */
export const organizationDocumentSchema = z.object({
  kind: documentKindSchema,
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  uploaded_at: z.string(),
  link: z.string(),
});
export type OrganizationDocument = z.infer<typeof organizationDocumentSchema>;

/** The current documents, the kinds asked of the organization, and those asked but missing. */
export const organizationDocumentsSchema = z.object({
  documents: z.array(organizationDocumentSchema),
  asked: z.array(documentKindSchema),
  missing: z.array(documentKindSchema),
});
export type OrganizationDocuments = z.infer<typeof organizationDocumentsSchema>;
export const organizationDocumentsResponseSchema = okEnvelope(organizationDocumentsSchema);

export const documentsParamsSchema = z.object({ slug: organizationSlugSchema });
export const documentParamsSchema = z.object({ slug: organizationSlugSchema, kind: z.string() });

/** GET …/documents/{kind}/link */
export const documentLinkResponseSchema = z.object({
  status: z.literal(true),
  link: z.string(),
  expires_at: z.string(),
});
