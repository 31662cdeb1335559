import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { MEDIA_BASE_META_NAME, MEDIA_ROUTE } from '@givecrowd/shared/media/media-url';
import type { ServerEntry } from '@givecrowd/shared/web/server-rendering';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '@/lib/fastify-types.ts';
import { mediaRoutes } from '@/modules/media/index.ts';
import { seoRoutes } from '@/modules/seo/index.ts';
import { fillMeta, splitTemplate } from './page-template.ts';
import { servePages } from './serve-pages.ts';
import { loadServerEntry } from './server-entry.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const apiPrefixes = ['/api/', '/upload-service/', `${MEDIA_ROUTE}/`];

/** A page's address: asked to read, outside the API and media, with no file extension. */
function isPageRequest(request: FastifyRequest): boolean {
  const url = request.url.split('?')[0] ?? '/';
  const isApi = apiPrefixes.some((prefix) => url.startsWith(prefix) || `${url}/` === prefix);
  const wantsPage = request.method === 'GET' || request.method === 'HEAD';
  return wantsPage && !isApi && !path.extname(url);
}

/**
 * One process is the whole product: the built web app (public pages rendered on the server,
 * the others sent as the shell the browser renders them in; long-lived cache for hashed assets),
 * robots.txt and the sitemap, and the media folder. Without a built web app only the API and
 * media are served.
 */
export async function webRoutes(app: App): Promise<void> {
  await app.register(mediaRoutes);

  const distDir = app.config.webDistDir;
  /** A built HTML file of the web with the server's settings in its meta tags, if there is one. */
  const readHtml = (name: string): string | undefined => {
    if (!distDir) return undefined;
    try {
      return fillMeta(readFileSync(path.join(distDir, name), 'utf8'), {
        'app-hosts': app.config.appHosts.join(','),
        [MEDIA_BASE_META_NAME]: app.config.mediaBaseUrl,
      });
    } catch {
      return undefined;
    }
  };
  const indexHtml = readHtml('index.html');
  const template = indexHtml ? splitTemplate(indexHtml) : null;
  // The donation page's own template (docs/decisions/012): its small script, not the app's.
  const donateHtml = readHtml('donate.html');
  const donateTemplate = donateHtml ? splitTemplate(donateHtml) : null;
  const entry: ServerEntry | undefined = template ? await loadServerEntry(app) : undefined;

  await app.register(seoRoutes, { browserOnlyPaths: entry?.browserOnlyPaths() ?? [] });

  // Public pages are answered in a hook, before anything looks for a file of their name.
  const answerPage =
    template && entry
      ? servePages({ app, entry, templates: { app: template, donate: donateTemplate } })
      : undefined;
  if (answerPage) {
    app.addHook('onRequest', (request, reply, done) =>
      isPageRequest(request) ? answerPage(request, reply, done) : done(),
    );
  }

  if (distDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: true,
      // Nothing under a dot folder: the build's `.vite/manifest.json` lists every file for bench:js
      // only (docs/product/start-modes.md#production).
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'public, max-age=300',
        );
      },
    });
  }

  // The shell, for the browser to render the page in: without a server entry, or for a Host that
  // is no host name.
  const sendIndex = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  if (indexHtml) app.get('/', { schema: { hide: true } }, sendIndex);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (indexHtml && isPageRequest(request)) return sendIndex(request, reply);
    const url = request.url.split('?')[0] ?? '/';
    return reply
      .code(404)
      .send({ status: false, message: API_MESSAGES.noRoute(request.method, url) });
  });
}
