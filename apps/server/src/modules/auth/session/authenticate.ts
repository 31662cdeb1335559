import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@/lib/errors.ts';
import type { App } from '@/lib/fastify-types.ts';
import { chosenLocale } from '@/lib/request-language.ts';
import {
  createTokenService,
  type Session,
  type TokenService,
} from '@/modules/auth/tokens/tokens.ts';
import { rememberLocale } from './remember-locale.ts';
import { userFromToken } from './session.ts';

export type CurrentUser = {
  id: string;
  email: string;
  name: string;
  tokenVersion: number;
  /** The session the request's token belongs to (logout ends it; get-details renews it). */
  session: Session;
};

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /**
     * preHandler for private routes: 401 unless a valid, unrevoked token names a user; keeps the
     * language the user chose (rememberLocale).
     */
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
  app.decorate(
    'tokens',
    createTokenService({
      secret: app.config.authSecret,
      ttlSeconds: app.config.tokenTtlSeconds,
      maxAgeSeconds: app.config.sessionMaxAgeSeconds,
      now: app.clock,
    }),
  );
  app.decorateRequest('user', null);

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthorized', API_MESSAGES.loginRequired);
    const { user, session } = await userFromToken(app, token);
    await rememberLocale(app.db, user, chosenLocale(request));
    request.user = {
      id: user.id,
      email: user.email,
      name: user.name,
      tokenVersion: user.tokenVersion,
      session,
    };
  });
}

export const authenticate = fp(authenticatePlugin, { name: 'authenticate' });
