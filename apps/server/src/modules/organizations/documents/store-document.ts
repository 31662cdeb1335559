import { createHash, randomUUID } from 'node:crypto';
import { DOCUMENT_MESSAGES as M } from '@givecrowd/shared/organization/documents/document-messages';
import {
  type DocumentKind,
  documentFileName,
  documentRequestItem,
  isDocumentAskedOf,
  isDocumentKind,
  sniffDocumentType,
} from '@givecrowd/shared/organization/documents/organization-documents';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { ORGANIZATION_DOCUMENTS_FOLDER } from '@givecrowd/shared/uploads/upload-visibility';
import type { Database } from '@/db/client.ts';
import { AppError, invariantFound } from '@/lib/errors.ts';
import { findPdfActiveContent } from '@/lib/pdf/pdf-active-content.ts';
import type { MediaStorage } from '@/modules/media/index.ts';
import { hasEmbeddedMarkup, prepareImage, type UploadForm } from '@/modules/uploads/index.ts';
import { findOwnedOrganization, type Organization } from '../repository.ts';
import { appendSettingsHistory } from '../settings/settings-repository.ts';
import { replaceCurrentDocument } from './documents-repository.ts';

type StoredFile = { body: Buffer; contentType: string; extension: string };

/**
 * What the file really is, from its bytes alone: a PDF (`%PDF-`) without markup, scripts or launch
 * actions, even packed in its object streams (`findPdfActiveContent`), or a
 * JPG or PNG that decodes, re-encoded without its metadata as every image upload is. Anything
 * else is refused with 415.
 */
async function readDocumentFile(bytes: Buffer, maxPixels: number): Promise<StoredFile> {
  const type = sniffDocumentType(bytes);
  if (!type || hasEmbeddedMarkup(bytes)) throw new AppError('unsupported_media_type', M.fileType);
  if (type.format === 'pdf') {
    const activeContent = await findPdfActiveContent(bytes);
    if (activeContent !== 'none') {
      const message = activeContent === 'active' ? M.activeContent : M.unreadablePdf;
      throw new AppError('unsupported_media_type', message);
    }
    return { body: bytes, contentType: type.mimeType, extension: type.extension };
  }
  const image = await prepareImage({ bytes, variant: 'original', maxPixels });
  return { body: image.body, contentType: image.contentType, extension: image.extension };
}

/** The form's `kind`: a known kind, asked of the organization by its saved form. */
function readKind(form: UploadForm, organization: Organization): DocumentKind {
  const kind = form.fields.kind ?? '';
  if (!isDocumentKind(kind)) {
    throw new AppError('bad_request', M.unknownKind, {
      errors: [{ field: 'kind', message: M.unknownKind }],
    });
  }
  if (!isDocumentAskedOf(kind, organization.form)) {
    throw new AppError('bad_request', M.kindNotAsked, {
      errors: [{ field: 'kind', message: M.kindNotAsked }],
    });
  }
  return kind;
}

/**
 * An owner's document upload (docs/product/verification.md#documents), after the form was read
 * (the size was checked while reading): the kind, the file, then its content. The file goes to the
 * private store under a random key; in one transaction, with the organization locked, it becomes
 * the current document of its kind (the one before is kept, marked replaced) and, once the
 * organization is past the draft, an entry of its history. Nothing stays stored on a failure.
 */
export async function storeOrganizationDocument({
  db,
  storage,
  organization,
  ownerId,
  form,
  now,
  maxPixels,
}: {
  db: Database;
  storage: MediaStorage;
  organization: Organization;
  ownerId: string;
  form: UploadForm;
  now: Date;
  maxPixels: number;
}): Promise<void> {
  const kind = readKind(form, organization);
  const { file } = form;
  if (file?.fieldName !== 'file' || file.bytes.length === 0) {
    throw new AppError('bad_request', M.noFile, { errors: [{ field: 'file', message: M.noFile }] });
  }
  const stored = await readDocumentFile(file.bytes, maxPixels);
  const key = `${ORGANIZATION_DOCUMENTS_FOLDER}/${randomUUID()}.${stored.extension}`;
  await storage.put(key, stored.body, stored.contentType);
  try {
    await db.transaction(async (tx) => {
      const locked = invariantFound(
        await findOwnedOrganization(tx, { slug: organization.slug, ownerId, forUpdate: true }),
        DRAFT_MESSAGES.notFound,
      );
      await replaceCurrentDocument(tx, {
        organizationId: locked.id,
        kind,
        key,
        fileName: documentFileName(file.name, `${kind}.${stored.extension}`),
        contentType: stored.contentType,
        size: stored.body.length,
        sha256: createHash('sha256').update(stored.body).digest('hex'),
        uploadedBy: ownerId,
        uploadedAt: now,
      });
      if (locked.status === 'draft') return;
      await appendSettingsHistory(tx, {
        organization: locked,
        history: {
          actorId: ownerId,
          actorRole: 'owner',
          event: 'document_uploaded',
          fields: [documentRequestItem(kind)],
          note: M.uploadedNote,
          now,
        },
      });
    });
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
}
