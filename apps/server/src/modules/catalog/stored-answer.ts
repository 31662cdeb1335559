import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, type Encoding } from '@/lib/accepted-encoding.ts';

/**
 * An answer that never changes while the process runs, kept as bytes: JSON, gzip and brotli,
 * each with its own strong ETag (docs/product/http-contract.md#catalog-calls). Serialized and
 * compressed once, so a request costs no serialization and no compression.
 */
export type StoredAnswer = Record<Encoding, Representation>;

type Representation = { body: Buffer; etag: string };

export function storeAnswer(value: unknown): StoredAnswer {
  const json = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  return {
    identity: { body: json, etag: `"${hash}"` },
    gzip: { body: gzipSync(json, { level: 9 }), etag: `"${hash}-gzip"` },
    br: {
      body: brotliCompressSync(json, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
      etag: `"${hash}-br"`,
    },
  };
}

/**
 * Sends the representation a request accepts, or 304 without a body when If-None-Match names its
 * ETag. Its route opts out of @fastify/compress (`compress: false`): these bytes are final.
 */
export function sendStoredAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: StoredAnswer,
  cacheControl: string,
): FastifyReply {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const { body, etag } = answer[encoding];
  reply
    .header('Cache-Control', cacheControl)
    .header('ETag', etag)
    .header('Vary', 'Accept-Encoding');
  if (namesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body);
}

/** If-None-Match (RFC 9110 §13.1.2): `*`, or a list of entity tags compared weakly. */
function namesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === etag);
}
