import { errorEnvelopeSchema } from '@givecrowd/shared/api/envelope';
import { DOCUMENT_MESSAGES as M } from '@givecrowd/shared/organization/documents/document-messages';
import {
  documentLinkResponseSchema,
  documentParamsSchema,
  documentsParamsSchema,
  organizationDocumentsResponseSchema,
} from '@givecrowd/shared/organization/documents/documents-api';
import {
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  isDocumentKind,
} from '@givecrowd/shared/organization/documents/organization-documents';
import type { FastifyReply } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from '@/lib/cache-control.ts';
import { AppError } from '@/lib/errors.ts';
import type { App } from '@/lib/fastify-types.ts';
import { signedInUserId } from '@/modules/auth/index.ts';
import { perUser } from '@/modules/rate-limit/index.ts';
import {
  acceptUploadForms,
  createPrivateLink,
  privateLinkDeps,
  readUploadForm,
} from '@/modules/uploads/index.ts';
import { loadOwnDraft } from '../load-own-draft.ts';
import { organizationDocumentsOf } from './document-answers.ts';
import { findCurrentDocument } from './documents-repository.ts';
import { storeOrganizationDocument } from './store-document.ts';

const tags = ['organizations'];
const security = [{ bearer: [] }];
const HOUR_MS = 60 * 60_000;

const noStore = async (_request: unknown, reply: FastifyReply) => {
  reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
};

const formTexts = {
  notMultipart: M.notMultipart,
  tooLarge: M.tooLarge,
  oneFilePerUpload: M.oneFilePerUpload,
};

/**
 * An organization's documents, its owner's only (docs/product/verification.md#documents): anyone
 * else's organization answers 404 and nothing changes. Reviewers see them in the review answer.
 */
export async function documentRoutes(app: App): Promise<void> {
  // Only `kind` beside the file.
  await acceptUploadForms(app, { maxBytes: DOCUMENT_MAX_BYTES, fields: 1 });
  const max = app.config.uploadsPerUserPerHour;
  const hourlyQuota = app.limit([perUser('documents:user', max, HOUR_MS, M.hourlyQuota(max))]);

  app.get(
    '/api/organizations/:slug/documents',
    {
      preHandler: app.requireUser,
      onRequest: noStore,
      schema: {
        tags,
        security,
        summary:
          "The owner's current documents with signed links, the kinds asked of the organization and those missing; 404 for anyone else's",
        params: documentsParamsSchema,
        response: { 200: organizationDocumentsResponseSchema },
      },
    },
    async (request) => {
      const ownerId = signedInUserId(request);
      const row = await loadOwnDraft({ db: app.db, ownerId, slug: request.params.slug });
      return { status: true as const, data: await organizationDocumentsOf(app, row) };
    },
  );

  app.post(
    '/api/organizations/:slug/documents',
    {
      preHandler: [app.requireUser, hourlyQuota],
      onRequest: noStore,
      schema: {
        tags,
        security,
        summary:
          "Uploads a document of the owner's organization; one of the same kind before it is replaced (and kept)",
        description: `Multipart form: \`kind\` (${DOCUMENT_KINDS.join(', ')}, one asked of the organization) and \`file\` (one PDF, JPG or PNG of at most 10 MB, the name letters, digits, dot, underscore and hyphen). The type is decided from the content.`,
        consumes: ['multipart/form-data'],
        params: documentsParamsSchema,
        response: {
          201: organizationDocumentsResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const ownerId = signedInUserId(request);
      // Someone else's organization answers 404 before its body is read.
      const row = await loadOwnDraft({ db: app.db, ownerId, slug: request.params.slug });
      await storeOrganizationDocument({
        db: app.db,
        storage: app.storage,
        organization: row,
        ownerId,
        form: await readUploadForm(request, formTexts, 'any'),
        now: app.clock(),
        maxPixels: app.config.uploadMaxPixels,
      });
      return reply.code(201).send({
        status: true as const,
        data: await organizationDocumentsOf(app, row),
      });
    },
  );

  app.get(
    '/api/organizations/:slug/documents/:kind/link',
    {
      preHandler: app.requireUser,
      onRequest: noStore,
      schema: {
        tags,
        security,
        summary: "A fresh short-lived signed link to the owner's current document of this kind",
        params: documentParamsSchema,
        response: { 200: documentLinkResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const ownerId = signedInUserId(request);
      const { slug, kind } = request.params;
      const row = await loadOwnDraft({ db: app.db, ownerId, slug });
      const document = isDocumentKind(kind)
        ? await findCurrentDocument(app.db, { organizationId: row.id, kind })
        : undefined;
      if (!document) throw new AppError('not_found', M.notFound);
      const { link, expiresAt } = await createPrivateLink({
        ...privateLinkDeps(app),
        key: document.key,
      });
      return { status: true as const, link, expires_at: expiresAt.toISOString() };
    },
  );
}
