import type {
  OrganizationDocument,
  OrganizationDocuments,
} from '@givecrowd/shared/organization/documents/documents-api';
import {
  documentsAskedOf,
  isDocumentKind,
} from '@givecrowd/shared/organization/documents/organization-documents';
import { ORGANIZATION_DOCUMENTS_FOLDER } from '@givecrowd/shared/uploads/upload-visibility';
import type { App } from '@/lib/fastify-types.ts';
import {
  createPrivateLink,
  type PrivateFolderAccess,
  privateLinkDeps,
} from '@/modules/uploads/index.ts';
import type { Organization } from '../repository.ts';
import {
  type DocumentRow,
  isDocumentOwnedBy,
  listCurrentDocuments,
} from './documents-repository.ts';

/** A current document as the owner and reviewers read it, with a short-lived signed link. */
export async function toOrganizationDocument(
  app: App,
  row: DocumentRow,
): Promise<OrganizationDocument | null> {
  if (!isDocumentKind(row.kind)) return null;
  const { link } = await createPrivateLink({ ...privateLinkDeps(app), key: row.key });
  return {
    kind: row.kind,
    file_name: row.fileName,
    content_type: row.contentType,
    size: row.size,
    uploaded_at: row.uploadedAt.toISOString(),
    link,
  };
}

/**
 * The organization's documents (docs/product/verification.md#documents): the current ones with
 * signed links, the kinds asked of it by its saved form, and the asked kinds it has not uploaded.
 */
export async function organizationDocumentsOf(
  app: App,
  organization: Organization,
): Promise<OrganizationDocuments> {
  const rows = await listCurrentDocuments(app.db, organization.id);
  const documents = (await Promise.all(rows.map((row) => toOrganizationDocument(app, row)))).filter(
    (document) => document !== null,
  );
  const asked = documentsAskedOf(organization.form);
  const uploaded = new Set(documents.map((document) => document.kind));
  return { documents, asked, missing: asked.filter((kind) => !uploaded.has(kind)) };
}

/**
 * Who may ask for a fresh signed link to a document (`GET /upload-service/private-link`): its
 * organization's owner. Reviewers get theirs in the review answer.
 */
export const organizationDocumentFiles: PrivateFolderAccess = {
  folder: ORGANIZATION_DOCUMENTS_FOLDER,
  canView: ({ db, key, viewerId }) => isDocumentOwnedBy(db, { key, ownerId: viewerId }),
};
