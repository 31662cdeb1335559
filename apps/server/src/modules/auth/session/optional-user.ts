import type { FastifyRequest } from 'fastify';
import type { App } from '@/lib/fastify-types.ts';
import { bearerToken } from './authenticate.ts';

/**
 * preHandler for routes open to visitors that still want to know who is calling: sets
 * `request.user` when a valid token is sent, and leaves it null (no 401) otherwise.
 */
export function optionalUser(app: App) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!bearerToken(request)) return;
    try {
      await app.requireUser(request);
    } catch {
      request.user = null;
    }
  };
}
