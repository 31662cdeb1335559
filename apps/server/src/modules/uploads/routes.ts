import { errorEnvelopeSchema } from '@givecrowd/shared/api/envelope';
import { UPLOAD_PURPOSES } from '@givecrowd/shared/constants';
import { formatTooLargeMessage } from '@givecrowd/shared/uploads/image-file';
import { UPLOAD_MESSAGES } from '@givecrowd/shared/uploads/upload-messages';
import { isPrivateMediaKey } from '@givecrowd/shared/uploads/upload-visibility';
import {
  uploadOriginalResponseSchema,
  uploadThumbnailResponseSchema,
} from '@givecrowd/shared/uploads/uploads-api';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { App } from '@/lib/fastify-types.ts';
import { signedInUserId } from '@/modules/auth/index.ts';
import { perUser } from '@/modules/rate-limit/index.ts';
import type { ImageVariant } from './prepare-image.ts';
import type { PrivateFolderAccess } from './private-file-access.ts';
import { createPrivateLink, privateLinkDeps } from './private-links.ts';
import { privateFileRoutes } from './private-routes.ts';
import { acceptUploadForms, readUploadForm, type UploadFormTexts } from './read-upload-form.ts';
import { storeImageUpload } from './store-image-upload.ts';

const HOUR_MS = 60 * 60_000;

const failures = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

const formDescription = `Multipart form: \`files\` (one JPG, PNG, GIF or WEBP image; the name may hold only letters,
digits, dot, underscore and hyphen), \`purpose\` (${UPLOAD_PURPOSES.join(', ')}) and \`client\` (the caller's
name, e.g. web). The type is decided from the content; the image is re-encoded without metadata.`;

/**
 * The upload service (docs/product/uploads-and-media.md#upload-rules): answers carry the storage
 * key, and for a private file (signature, cheque) a signed link to see it.
 */
/** What the upload routes are given where the app is put together. */
export type UploadRoutesOptions = {
  /** The private folders other modules keep, with who may see their files. */
  privateFolders: readonly PrivateFolderAccess[];
};

export async function uploadRoutes(
  app: App,
  { privateFolders }: UploadRoutesOptions,
): Promise<void> {
  await app.register(privateFileRoutes, { folders: privateFolders });
  // Registered here, so only these routes accept multipart bodies.
  await acceptUploadForms(app, { maxBytes: app.config.uploadMaxBytes, fields: 4 });
  const formTexts: UploadFormTexts = {
    notMultipart: UPLOAD_MESSAGES.notMultipart,
    tooLarge: formatTooLargeMessage(app.config.uploadMaxBytes),
    oneFilePerUpload: UPLOAD_MESSAGES.oneImagePerUpload,
  };
  const limits = { maxPixels: app.config.uploadMaxPixels };
  // One counter for both routes, checked before the body is read.
  const maxUploads = app.config.uploadsPerUserPerHour;
  const hourlyQuota = app.limit([
    perUser('uploads:user', maxUploads, HOUR_MS, UPLOAD_MESSAGES.hourlyQuota(maxUploads)),
  ]);

  const routeOptions = <Answer extends z.ZodType>(summary: string, answer: Answer) => ({
    preHandler: [app.requireUser, hourlyQuota],
    schema: {
      tags: ['uploads'],
      summary,
      description: formDescription,
      consumes: ['multipart/form-data'],
      security: [{ bearer: [] }],
      response: { 200: answer, ...failures },
    },
  });
  const storeUpload = async (request: FastifyRequest, variant: ImageVariant) => {
    const { key } = await storeImageUpload({
      db: app.db,
      storage: app.storage,
      ownerId: signedInUserId(request),
      form: await readUploadForm(request, formTexts),
      variant,
      limits,
    });
    if (!isPrivateMediaKey(key)) return { key };
    const { link } = await createPrivateLink({ ...privateLinkDeps(app), key });
    return { key, link };
  };

  app.post(
    '/upload-service/upload',
    routeOptions(
      'Upload an image; answers its storage key (imageUrl = MEDIA_BASE_URL + "/" + originalKey)',
      uploadOriginalResponseSchema,
    ),
    async (request) => {
      const { key, link } = await storeUpload(request, 'original');
      return { status: true as const, originalKey: key, link };
    },
  );

  app.post(
    '/upload-service/upload/thumbnail',
    routeOptions(
      'Upload an image and keep a bounded WebP thumbnail of it; answers the thumbnail key',
      uploadThumbnailResponseSchema,
    ),
    async (request) => {
      const { key, link } = await storeUpload(request, 'thumbnail');
      return { status: true as const, thumbnailKey: key, link };
    },
  );
}
