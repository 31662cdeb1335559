import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/fastify-types.ts';
import { createTokenService, type TokenService } from './tokens.ts';

export type CurrentUser = { id: string; email: string; name: string; tokenVersion: number };

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler for private routes: 401 unless a valid, unrevoked token names a user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: CurrentUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

async function authenticatePlugin(app: App): Promise<void> {
  const secret = app.config.authSecret;
  if (!secret) throw new Error('AUTH_SECRET is not set');
  const tokens = createTokenService({ secret, ttl: app.config.tokenTtl });
  app.decorate('tokens', tokens);
  app.decorateRequest('user', null);

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthorized', 'Please log in to continue.');
    const verified = await tokens.verify(token);
    if (!verified)
      throw new AppError('unauthorized', 'Your session has expired. Please log in again.');
    const [user] = await app.db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.id, verified.userId));
    if (!user || user.tokenVersion !== verified.tokenVersion) {
      throw new AppError('unauthorized', 'Your session has expired. Please log in again.');
    }
    request.user = user;
  });
}

export const authenticate = fp(authenticatePlugin, { name: 'authenticate' });
