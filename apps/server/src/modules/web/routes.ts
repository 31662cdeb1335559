import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../lib/fastify-types.ts';
import { mediaRoutes } from '../media/routes.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const apiPrefixes = ['/api/', '/upload-service/', '/media/'];

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * One process is the whole product: the built SPA (history fallback, long-lived cache for hashed
 * assets) and the media folder. Without a built SPA only the API and media are served.
 */
export async function webRoutes(app: App): Promise<void> {
  await app.register(mediaRoutes);

  const distDir = app.config.webDistDir;
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const indexHtml =
    indexFile && existsSync(indexFile)
      ? readFileSync(indexFile, 'utf8').replace(
          /<meta name="app-hosts" content="[^"]*"\s*\/?>/,
          `<meta name="app-hosts" content="${escapeAttribute(app.config.appHosts.join(','))}" />`,
        )
      : undefined;

  if (distDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'public, max-age=300',
        );
      },
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  if (indexHtml) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = apiPrefixes.some((prefix) => url.startsWith(prefix) || `${url}/` === prefix);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (indexHtml && wantsPage && !isApi && !path.extname(url)) return sendIndex(reply);
    return reply
      .code(404)
      .send({ status: false, message: `No route for ${request.method} ${url}.` });
  });
}
