import { errorEnvelopeSchema } from '@givecrowd/shared/api/envelope';
import { UPLOAD_MESSAGES } from '@givecrowd/shared/uploads/upload-messages';
import {
  isPrivateMediaKey,
  ORGANIZATION_DOCUMENTS_FOLDER,
  SIGNED_AGREEMENTS_FOLDER,
} from '@givecrowd/shared/uploads/upload-visibility';
import {
  privateLinkQuerySchema,
  privateLinkResponseSchema,
} from '@givecrowd/shared/uploads/uploads-api';
import { z } from 'zod';
import { PRIVATE_CACHE_CONTROL } from '@/lib/cache-control.ts';
import { AppError } from '@/lib/errors.ts';
import type { App } from '@/lib/fastify-types.ts';
import { signedInUserId } from '@/modules/auth/index.ts';
import { contentTypeForKey } from '@/modules/media/index.ts';
import { canViewPrivateFile, type PrivateFolderAccess } from './private-file-access.ts';
import {
  createPrivateLink,
  isValidPrivateLink,
  PRIVATE_FILE_ROUTE,
  privateLinkDeps,
} from './private-links.ts';

const notFound = () => new AppError('not_found', UPLOAD_MESSAGES.privateFileNotFound);

/**
 * Folders whose PDFs are known to be PDFs: the signed agreements the server itself made
 * (docs/product/partner-agreement.md#storage) and the organizations' documents, sniffed by their
 * bytes before they were stored (docs/product/verification.md#documents).
 */
const PDF_FOLDERS = [SIGNED_AGREEMENTS_FOLDER, ORGANIZATION_DOCUMENTS_FOLDER];

/**
 * The type a private file is served with: the image types by extension, and PDF in the folders
 * above; anything else is a download.
 */
function privateContentType(key: string): string {
  const isKnownPdf =
    PDF_FOLDERS.some((folder) => key.startsWith(`${folder}/`)) && key.endsWith('.pdf');
  return isKnownPdf ? 'application/pdf' : contentTypeForKey(key);
}

const isShownInline = (contentType: string) =>
  contentType.startsWith('image/') || contentType === 'application/pdf';

/**
 * Private files (signatures, cheques): a signed link for their owner, and the local backend's
 * serving of such links (docs/product/uploads-and-media.md#private-files-and-signed-links).
 * Every answer here is `Cache-Control: private, no-store`.
 */
export async function privateFileRoutes(
  app: App,
  { folders }: { folders: readonly PrivateFolderAccess[] },
): Promise<void> {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
  });

  app.get(
    '/upload-service/private-link',
    {
      // The token first: without one the answer is 401 whatever the key.
      onRequest: [app.requireUser],
      schema: {
        tags: ['uploads'],
        summary:
          'A short-lived signed link to one of your private files (signature, cheque, signed agreement)',
        security: [{ bearer: [] }],
        querystring: privateLinkQuerySchema,
        response: {
          200: privateLinkResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { key } = request.query;
      const viewerId = signedInUserId(request);
      // Someone else's file answers like a missing one: its existence is not revealed.
      if (!(await canViewPrivateFile({ db: app.db, key, viewerId, folders }))) throw notFound();
      const { link, expiresAt } = await createPrivateLink({ ...privateLinkDeps(app), key });
      return { status: true as const, link, expires_at: expiresAt.toISOString() };
    },
  );

  app.get(
    `${PRIVATE_FILE_ROUTE}/*`,
    {
      schema: {
        tags: ['uploads'],
        summary: 'A private file through a signed link (local storage)',
        params: z.object({ '*': z.string() }),
        querystring: z.object({
          expires: z.string().optional(),
          signature: z.string().optional(),
        }),
        description:
          'Answers the file (`Cache-Control: private, no-store`); 403 for an expired or wrong signature, 404 when there is no such file.',
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isPrivateMediaKey(key)) throw notFound();
      const { secret, now } = privateLinkDeps(app);
      const { expires, signature } = request.query;
      if (!isValidPrivateLink({ secret, key, expires, signature, now })) {
        throw new AppError('forbidden', UPLOAD_MESSAGES.privateLinkInvalid);
      }
      const body = await app.storage.get(key);
      if (!body) throw notFound();
      const contentType = privateContentType(key);
      return reply
        .header('Content-Type', contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', isShownInline(contentType) ? 'inline' : 'attachment')
        .header('Referrer-Policy', 'no-referrer')
        .send(body);
    },
  );
}
