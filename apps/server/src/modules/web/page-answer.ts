import { Writable } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RenderedPage, ServerEntry } from '@givecrowd/shared/web/server-rendering';
import type { FastifyRequest } from 'fastify';
import type { Encoding } from '@/lib/accepted-encoding.ts';
import type { App } from '@/lib/fastify-types.ts';
import { type AnswerNotes, inProcessFetch } from './in-process-fetch.ts';
import { type PageTemplates, startIn } from './page-template.ts';

/**
 * Who may keep a page (docs/product/server-rendering.md#the-page-cache): `public` pages are kept
 * in memory and by a CDN; a `private` one (one of its answers was, as a preview is) and a `shell`
 * (the pages rendered in the browser, signed-in ones) by nobody; a page one of whose answers
 * failed is not kept either (`unkept`), so the next request renders it again.
 */
export type PageReach = 'public' | 'private' | 'shell' | 'unkept';

/** A page as it is sent, whole: its compressed forms are made when first asked for. */
export type PageAnswer = {
  status: number;
  reach: PageReach;
  html: Buffer;
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
};

/** What goes into a page: nothing of its reader but the language. */
export type PageRequest = { url: string; origin: string; hostname: string; language?: string };

/** Everything React streams into `page.pipe`, once it has ended. */
function readAll(page: Extract<RenderedPage, { kind: 'page' }>): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    sink.once('error', reject);
    page.pipe(sink);
  });
}

/**
 * The whole HTML of a page (docs/product/server-rendering.md#the-html): the template's start with
 * the head, the page as React rendered it (everything is ready before its first byte, so nothing
 * is lost by waiting for the last), then what the browser needs to take it over.
 */
async function toHtml(templates: PageTemplates, page: RenderedPage): Promise<string> {
  const template =
    page.kind === 'page' && page.template === 'donate' && templates.donate
      ? templates.donate
      : templates.app;
  const start = startIn(template, page.language) + page.head + template.afterHead;
  if (page.kind === 'shell') return start + template.afterHtml + template.end;
  return start + (await readAll(page)) + template.afterHtml + page.state + template.end;
}

function reachOf(page: RenderedPage, notes: AnswerNotes): PageReach {
  if (page.kind === 'shell') return 'shell';
  if (notes.isPrivate) return 'private';
  return notes.hasFailed ? 'unkept' : 'public';
}

/**
 * Renders a page for a visitor. When rendering fails, the server logs it and sends the shell: the
 * browser renders the page instead, as it does the signed-in pages.
 */
export async function renderPageAnswer({
  app,
  entry,
  templates,
  request,
  page,
}: {
  app: App;
  entry: ServerEntry;
  templates: PageTemplates;
  /** The request that asked first: its log, and its Host for the page's API calls. */
  request: FastifyRequest;
  page: PageRequest;
}): Promise<PageAnswer> {
  const notes: AnswerNotes = { isPrivate: false, hasFailed: false };
  let rendered: RenderedPage;
  try {
    rendered = await entry.render({
      url: page.url,
      origin: page.origin,
      hostname: page.hostname,
      languageCookie: page.language,
      fetch: inProcessFetch(app, request, notes),
    });
  } catch (error) {
    request.log.error({ err: error, url: page.url }, 'server rendering failed');
    rendered = { kind: 'shell', status: 200, language: 'en', head: '' };
  }
  const html = Buffer.from(await toHtml(templates, rendered));
  return { status: rendered.status, reach: reachOf(rendered, notes), html, encoded: {} };
}

/** The page compressed, made at the first request that takes this encoding, then kept with it. */
export function encodedHtml(page: PageAnswer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  let body = page.encoded[encoding];
  if (!body) {
    // Fast levels: a page is compressed once per render, while its readers wait.
    body =
      encoding === 'br'
        ? brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(page.html, { level: 6 });
    page.encoded[encoding] = body;
  }
  return body;
}

/** Room a kept page takes: its HTML and, when asked for, its two compressed forms. */
export const pageSize = (page: PageAnswer): number => Math.ceil(page.html.length * 1.5);
