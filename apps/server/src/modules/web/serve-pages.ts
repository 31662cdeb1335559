import { hasForbiddenCharacter } from '@givecrowd/shared/api/text-rules';
import type { ServerEntry } from '@givecrowd/shared/web/server-rendering';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from '@/lib/errors.ts';
import type { App } from '@/lib/fastify-types.ts';
import { languageCookie } from '@/lib/request-language.ts';
import { requestOrigin } from '@/lib/request-origin.ts';
import { type PageAnswer, type PageRequest, pageSize, renderPageAnswer } from './page-answer.ts';
import { createPageCache } from './page-cache.ts';
import type { PageTemplates } from './page-template.ts';
import { cacheControlOf, STALE_SECONDS, sendPage, sendTooManyRenders } from './send-page.ts';

/** Kept pages take at most this much memory, their compressed forms included. */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;
const MINUTE_MS = 60_000;

/**
 * A language cookie as the key of a page: a language tag, else none (a page in the default
 * language), so made-up values cannot make one page into many.
 */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/i;

function pageRequestOf(request: FastifyRequest, origin: string): PageRequest {
  const cookie = languageCookie(request);
  const language = cookie !== undefined && LANGUAGE_TAG.test(cookie) ? cookie : undefined;
  return { url: request.url, origin, hostname: request.hostname, language };
}

/**
 * An address the API's text rule refuses (a control character), or one whose %-encoding is
 * broken: left to the usual way, as before pages were answered in a hook (400 for the first, the
 * shell for the second).
 */
function isRefusedAddress(url: string): boolean {
  try {
    return hasForbiddenCharacter(decodeURIComponent(url));
  } catch {
    return true;
  }
}

/** Everything a page is made from: the same key, the same page. */
const keyOf = (page: PageRequest) => `${page.origin}${page.url}\n${page.language ?? ''}`;

/**
 * The public pages (docs/product/server-rendering.md#the-page-cache): kept a few seconds per
 * address (host, path and query) and language, on every node cleared when public content changes;
 * each address may have only so many rendered per minute (429 beyond, as a small page).
 */
export function servePages({
  app,
  entry,
  templates,
}: {
  app: App;
  entry: ServerEntry;
  templates: PageTemplates;
}) {
  const keptSeconds = app.config.pageCacheSeconds;
  const cache = createPageCache<PageAnswer>({
    freshMs: keptSeconds * 1000,
    staleMs: STALE_SECONDS * 1000,
    maxBytes: PAGE_CACHE_BYTES,
    sizeOf: pageSize,
  });
  app.publicContent.onChange(() => cache.clear());
  // A page served from memory costs about what a file does: only renders count.
  const countRender = app.limit([
    {
      name: 'page-render:ip',
      max: app.config.pageRendersPerIpPerMinute,
      windowMs: MINUTE_MS,
      key: (request) => request.ip,
    },
  ]);

  const render = (request: FastifyRequest, page: PageRequest) => () =>
    renderPageAnswer({ app, entry, templates, request, page }).then((answer) => ({
      page: answer,
      keep: answer.reach === 'public',
    }));

  const send = (request: FastifyRequest, reply: FastifyReply, page: PageAnswer) =>
    sendPage(request, reply, page, cacheControlOf(page.reach, keptSeconds));

  /** Past its time, a kept page is sent while one render makes it anew, if the address may. */
  const renderAgain = (request: FastifyRequest, page: PageRequest) => {
    const key = keyOf(page);
    if (cache.rendering(key)) return;
    countRender(request)
      .then(() => cache.render(key, render(request, page)))
      .catch(() => {});
  };

  /** The page of a request: kept, being rendered, or rendered now if the address may. */
  const sendPageOf = async (request: FastifyRequest, reply: FastifyReply, origin: string) => {
    const page = pageRequestOf(request, origin);
    const key = keyOf(page);
    const kept = cache.find(key);
    if (kept) {
      if (!kept.isFresh) renderAgain(request, page);
      return send(request, reply, kept.page);
    }
    if (!cache.rendering(key)) {
      try {
        await countRender(request);
      } catch (error) {
        if (error instanceof AppError && error.code === 'rate_limited') {
          return sendTooManyRenders(reply, error.retryAfterSeconds ?? MINUTE_MS / 1000);
        }
        throw error;
      }
    }
    return send(request, reply, await cache.render(key, render(request, page)));
  };

  /**
   * The web's first hook, for a page's address (a page has no file extension): the page is
   * answered before anything looks for a file of that name. A request whose Host is no host name
   * goes on, to be sent the shell.
   */
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const origin = requestOrigin(request);
    if (!origin || isRefusedAddress(request.url)) return done();
    sendPageOf(request, reply, origin).catch((error: unknown) => reply.send(error));
  };
}
