import fastifyMultipart from '@fastify/multipart';
import { errorEnvelopeSchema } from '@givecrowd/shared/api/envelope';
import { UPLOAD_PURPOSES } from '@givecrowd/shared/constants';
import {
  uploadOriginalResponseSchema,
  uploadThumbnailResponseSchema,
} from '@givecrowd/shared/uploads/image-file';
import type { App } from '../../lib/fastify-types.ts';
import { readUploadForm } from './read-upload-form.ts';
import { storeImageUpload } from './store-image-upload.ts';

const failures = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
};

const formDescription = `Multipart form: \`files\` (one JPG, PNG, GIF or WEBP image; the name may hold only letters,
digits, dot, underscore and hyphen), \`purpose\` (${UPLOAD_PURPOSES.join(', ')}) and \`client\` (the caller's
name, e.g. web). The type is decided from the content; the image is re-encoded without metadata.`;

/** API.md's upload service: signed-in users upload images; answers carry the storage key. */
export async function uploadRoutes(app: App): Promise<void> {
  // Registered here, so only these routes accept multipart bodies.
  await app.register(fastifyMultipart, {
    // Keep `../` and folders in the file name, so the name rule sees them instead of busboy dropping them.
    preservePath: true,
    throwFileSizeLimit: false,
    limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });
  const limits = { maxPixels: app.config.uploadMaxPixels };
  // A rejected upload may still be streaming in; closing the connection stops reading the rest.
  app.addHook('onError', async (request, reply) => {
    if (!request.raw.readableEnded) reply.header('Connection', 'close');
  });

  app.post(
    '/upload-service/upload',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['uploads'],
        summary:
          'Upload an image; answers its storage key (imageUrl = MEDIA_BASE_URL + "/" + originalKey)',
        description: formDescription,
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 200: uploadOriginalResponseSchema, ...failures },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, app.config.uploadMaxBytes);
      const { key } = await storeImageUpload({
        db: app.db,
        storage: app.storage,
        ownerId: requireUserId(request.user),
        form,
        variant: 'original',
        limits,
      });
      return { status: true as const, originalKey: key };
    },
  );

  app.post(
    '/upload-service/upload/thumbnail',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['uploads'],
        summary:
          'Upload an image and keep a bounded WebP thumbnail of it; answers the thumbnail key',
        description: formDescription,
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 200: uploadThumbnailResponseSchema, ...failures },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, app.config.uploadMaxBytes);
      const { key } = await storeImageUpload({
        db: app.db,
        storage: app.storage,
        ownerId: requireUserId(request.user),
        form,
        variant: 'thumbnail',
        limits,
      });
      return { status: true as const, thumbnailKey: key };
    },
  );
}

function requireUserId(user: { id: string } | null): string {
  // requireUser ran as the preHandler; this only narrows the type.
  if (!user) throw new Error('upload route reached without a user');
  return user.id;
}
