import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from './cache-control.ts';

/**
 * onSend hook (docs/product/http-contract.md#bases): every answer to a request that says who is
 * asking (an `Authorization` header: the bearer token) is `Cache-Control: private, no-store`,
 * errors included, unless its route set a Cache-Control of its own — a public campaign page is
 * the same for anyone, whether or not a token came with the request. The draft with its bank
 * numbers and preview token, the page saves, the account lists, the checkout and onboarding
 * states and the owner's receipt number are all answers of this kind.
 */
export async function markPrivateAnswers(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (request.headers.authorization !== undefined && !reply.hasHeader('cache-control')) {
    reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
  }
  return payload;
}
