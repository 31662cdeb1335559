import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { MEDIA_BASE_META_NAME, MEDIA_ROUTE } from '@givecrowd/shared/media/media-url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '@/lib/fastify-types.ts';
import { mediaRoutes } from '@/modules/media/routes.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const apiPrefixes = ['/api/', '/upload-service/', `${MEDIA_ROUTE}/`];

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** Sets the content of each named `<meta>` the built index.html carries: what the web reads at start. */
function fillMeta(html: string, contents: Record<string, string>): string {
  return Object.entries(contents).reduce(
    (page, [name, content]) =>
      page.replace(
        new RegExp(`<meta name="${name}" content="[^"]*"\\s*/?>`),
        () => `<meta name="${name}" content="${escapeAttribute(content)}" />`,
      ),
    html,
  );
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
      ? fillMeta(readFileSync(indexFile, 'utf8'), {
          'app-hosts': app.config.appHosts.join(','),
          [MEDIA_BASE_META_NAME]: app.config.mediaBaseUrl,
        })
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
      .send({ status: false, message: API_MESSAGES.noRoute(request.method, url) });
  });
}
