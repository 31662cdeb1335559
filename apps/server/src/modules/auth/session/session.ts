import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@/lib/errors.ts';
import type { App } from '@/lib/fastify-types.ts';
import { findUserById, type UserRow } from '@/modules/auth/user-repository.ts';

/** A session token for the user, carrying their current token version. */
export function signSession(app: App, user: UserRow): Promise<string> {
  return app.tokens.sign({ id: user.id, tokenVersion: user.tokenVersion });
}

/** The user a session token names, if it is valid and not revoked; otherwise 401. */
export async function userFromToken(app: App, token: string): Promise<UserRow> {
  const verified = await app.tokens.verify(token);
  const user = verified ? await findUserById(app.db, verified.userId) : undefined;
  if (!verified || !user || user.tokenVersion !== verified.tokenVersion) {
    throw new AppError('unauthorized', API_MESSAGES.sessionExpired);
  }
  return user;
}

/** After `app.requireUser`, the signed-in user's id. */
export function signedInUserId(request: FastifyRequest): string {
  if (!request.user) throw new AppError('unauthorized', API_MESSAGES.sessionExpired);
  return request.user.id;
}
