import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from '@/lib/accepted-encoding.ts';
import { PRIVATE_CACHE_CONTROL } from '@/lib/cache-control.ts';
import { encodedHtml, type PageAnswer, type PageReach } from './page-answer.ts';

/** How long a CDN may serve a kept page past `s-maxage` while it fetches a fresh one. */
export const STALE_SECONDS = 30;

/** Cache-Control by who may keep the page (docs/product/server-rendering.md#the-page-cache). */
export function cacheControlOf(reach: PageReach, keptSeconds: number): string {
  if (reach === 'public' && keptSeconds > 0) {
    return `public, s-maxage=${keptSeconds}, stale-while-revalidate=${STALE_SECONDS}`;
  }
  if (reach === 'private') return PRIVATE_CACHE_CONTROL;
  if (reach === 'shell') return 'private, no-cache';
  return 'no-cache';
}

/**
 * Sends a page in the compression the reader takes, compressed once per page. The language
 * comes from the `language` cookie, hence `Vary: Cookie`.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageAnswer,
  cacheControl: string,
): FastifyReply {
  reply
    .code(page.status)
    .header('Cache-Control', cacheControl)
    .header('Vary', 'Cookie, Accept-Encoding')
    .type('text/html; charset=utf-8');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(page.html);
  return reply.header('Content-Encoding', encoding).send(encodedHtml(page, encoding));
}

const TOO_MANY_RENDERS_HTML = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<title>Too many requests</title></head>',
  `<body><main><h1>Too many requests</h1><p>${API_MESSAGES.rateLimited}</p></main></body></html>`,
].join('');

/**
 * 429 for an address past its page renders (docs/product/server-rendering.md#render-limits): a small
 * page saying so, with Retry-After.
 */
export function sendTooManyRenders(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return reply
    .code(429)
    .header('Retry-After', String(retryAfterSeconds))
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(TOO_MANY_RENDERS_HTML);
}
