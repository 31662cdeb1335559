import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MEDIA_ROUTE } from '@givecrowd/shared/media/media-url';
import { UPLOAD_MESSAGES } from '@givecrowd/shared/uploads/upload-messages';
import { isPublicMediaKey } from '@givecrowd/shared/uploads/upload-visibility';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '@/lib/fastify-types.ts';
import { contentTypeForKey, MEDIA_CACHE_CONTROL } from './storage.ts';

const sendNoSuchMedia = (reply: FastifyReply) =>
  reply.code(404).send({ status: false, message: UPLOAD_MESSAGES.mediaNotFound });

/** The key a /media request names, decoded; null when it cannot be decoded. */
function requestedKey(request: FastifyRequest): string | null {
  const pathname = (request.url.split('?', 1)[0] ?? '').slice(`${MEDIA_ROUTE}/`.length);
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * Serves stored media at /media/{key}, cached for a year, with a type decided by the key's
 * extension (never sniffed: `nosniff`), so an object can only ever be an image or a download.
 * Only keys whose first folder is a public purpose are served: a private file (signature, cheque)
 * is never reached here, not even one stored in the public folder before private files had a store
 * of their own (docs/product/uploads-and-media.md#purposes-and-visibility).
 * The local folder goes through @fastify/static; with S3 the same path reads through the adapter,
 * so `/media/...` links keep working when MEDIA_BASE_URL is left at its default.
 */
export async function mediaRoutes(app: App): Promise<void> {
  const setSafeHeaders = (reply: FastifyReply, key: string) => {
    const contentType = contentTypeForKey(key);
    reply.header('Content-Type', contentType);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cache-Control', MEDIA_CACHE_CONTROL);
    if (!contentType.startsWith('image/')) reply.header('Content-Disposition', 'attachment');
  };

  // Before either backend looks for the file.
  app.addHook('onRequest', async (request, reply) => {
    const key = requestedKey(request);
    if (key === null || !isPublicMediaKey(key)) return sendNoSuchMedia(reply);
  });

  if (app.storage.kind === 'local') {
    const root = path.join(app.config.dataDir, 'media');
    // @fastify/static wants its root to exist; the first upload would otherwise create it.
    await mkdir(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: `${MEDIA_ROUTE}/`,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (reply, filePath) => setSafeHeaders(reply, filePath),
    });
    return;
  }

  app.get(
    `${MEDIA_ROUTE}/*`,
    { schema: { hide: true, params: z.object({ '*': z.string() }) } },
    async (request, reply) => {
      const key = request.params['*'];
      const body = isPublicMediaKey(key) ? await app.storage.get(key) : null;
      if (!body) return sendNoSuchMedia(reply);
      setSafeHeaders(reply, key);
      return reply.send(body);
    },
  );
}
