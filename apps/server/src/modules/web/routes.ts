import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { MEDIA_BASE_META_NAME, MEDIA_ROUTE } from '@givecrowd/shared/media/media-url';
import type { RenderedPage, ServerEntry } from '@givecrowd/shared/web/server-rendering';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '@/lib/fastify-types.ts';
import { requestOrigin } from '@/lib/request-origin.ts';
import { mediaRoutes } from '@/modules/media/index.ts';
import { seoRoutes } from '@/modules/seo/index.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import { fillMeta, type PageTemplate, splitTemplate, startIn } from './page-template.ts';
import { loadServerEntry } from './server-entry.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const apiPrefixes = ['/api/', '/upload-service/', `${MEDIA_ROUTE}/`];
const LANGUAGE_COOKIE = 'language';

/** The `language` cookie of the request (docs/product/server-rendering.md#languages). */
function languageCookie(request: FastifyRequest): string | undefined {
  for (const pair of request.headers.cookie?.split(';') ?? []) {
    const [name, ...value] = pair.split('=');
    if (name?.trim() === LANGUAGE_COOKIE) return decodeURIComponent(value.join('=').trim());
  }
  return undefined;
}

function sendPage(reply: FastifyReply, template: PageTemplate, page: RenderedPage) {
  reply
    .code(page.status)
    .header('Cache-Control', 'no-cache')
    // The language of the page comes from the `language` cookie.
    .header('Vary', 'Cookie')
    .type('text/html; charset=utf-8');
  const start = startIn(template, page.language) + page.head + template.afterHead;
  if (page.kind === 'shell') return reply.send(start + template.afterHtml + template.end);
  // The head first, then the page as React streams it, then what the browser needs to take it over.
  const tail = template.afterHtml + page.state + template.end;
  const html = new Transform({
    transform: (chunk, _encoding, done) => done(null, chunk),
    flush(done) {
      this.push(tail);
      done();
    },
  });
  html.write(start);
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) page.abort();
  });
  page.pipe(html);
  return reply.send(html);
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
  const indexFile = distDir && path.join(distDir, 'index.html');
  let indexHtml: string | undefined;
  try {
    indexHtml =
      indexFile &&
      fillMeta(readFileSync(indexFile, 'utf8'), {
        'app-hosts': app.config.appHosts.join(','),
        [MEDIA_BASE_META_NAME]: app.config.mediaBaseUrl,
      });
  } catch {
    indexHtml = undefined;
  }
  const template = indexHtml ? splitTemplate(indexHtml) : null;
  const entry: ServerEntry | undefined = template ? await loadServerEntry(app) : undefined;

  await app.register(seoRoutes, { browserOnlyPaths: entry?.browserOnlyPaths() ?? [] });

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

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = requestOrigin(request);
    if (!template || !entry || !origin) {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    }
    let page: RenderedPage;
    try {
      page = await entry.render({
        url: request.url,
        origin,
        hostname: request.hostname,
        languageCookie: languageCookie(request),
        fetch: inProcessFetch(app, request),
      });
    } catch (error) {
      // The browser renders the page instead, as it does for the signed-in pages.
      request.log.error({ err: error, url: request.url }, 'server rendering failed');
      page = { kind: 'shell', status: 200, language: 'en', head: '' };
    }
    return sendPage(reply, template, page);
  };

  if (indexHtml) app.get('/', { schema: { hide: true } }, sendIndex);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = apiPrefixes.some((prefix) => url.startsWith(prefix) || `${url}/` === prefix);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (indexHtml && wantsPage && !isApi && !path.extname(url)) return sendIndex(request, reply);
    return reply
      .code(404)
      .send({ status: false, message: API_MESSAGES.noRoute(request.method, url) });
  });
}
