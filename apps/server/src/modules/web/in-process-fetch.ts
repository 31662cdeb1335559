import type { FastifyRequest } from 'fastify';
import type { App } from '@/lib/fastify-types.ts';

/** Statuses whose answer has no body: a Response refuses one. */
const NO_BODY = new Set([101, 204, 205, 304]);

function toHeaders(headers: Record<string, string | string[] | number | undefined>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, String(item));
  }
  return result;
}

/**
 * What a page's answers said about keeping the page (docs/product/server-rendering.md#the-page-cache):
 * one was for its reader only (`Cache-Control` private or no-store, as a preview is), or one
 * failed on the server (5xx).
 */
export type AnswerNotes = { isPrivate: boolean; hasFailed: boolean };

const PRIVATE_ANSWER = /\b(private|no-store)\b/i;

/**
 * How a page rendered on the server asks the API: through the app itself (`inject`), so its
 * answers are exactly the browser's — same routes, same envelope — with the page request's host
 * (docs/product/server-rendering.md#data). Nobody is signed in there. What the answers say about
 * keeping the page goes into `notes`.
 */
export function inProcessFetch(app: App, request: FastifyRequest, notes: AnswerNotes) {
  return async (path: string, init: RequestInit): Promise<Response> => {
    // Only the API: a page asking for a page would render itself again.
    if (!path.startsWith('/api/'))
      throw new Error(`a page asked for ${path}, which is not the API`);
    const headers = Object.fromEntries(new Headers(init.headers));
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: { ...headers, host: request.headers.host ?? 'localhost' },
      ...(typeof init.body === 'string' && { payload: init.body }),
    });
    const cacheControl = answer.headers['cache-control'];
    if (typeof cacheControl === 'string' && PRIVATE_ANSWER.test(cacheControl)) {
      notes.isPrivate = true;
    }
    if (answer.statusCode >= 500) notes.hasFailed = true;
    const body = NO_BODY.has(answer.statusCode) ? null : answer.rawPayload;
    return new Response(body, { status: answer.statusCode, headers: toHeaders(answer.headers) });
  };
}
