import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@/lib/errors.ts';
import type { App } from '@/lib/fastify-types.ts';
import { chosenLocale } from '@/lib/request-language.ts';
import type { Session } from '@/modules/auth/tokens/tokens.ts';
import type { UserRow } from '@/modules/auth/user-repository.ts';
import { rememberLocale } from './remember-locale.ts';
import { findUserInSession } from './session-repository.ts';

/**
 * A token for a new session (a login), carrying the user's current token version; the language
 * the person signs in with is kept as theirs (rememberLocale).
 */
export async function signSession(
  app: App,
  request: FastifyRequest,
  user: UserRow,
): Promise<string> {
  await rememberLocale(app.db, user, chosenLocale(request));
  return app.tokens.sign({ id: user.id, tokenVersion: user.tokenVersion });
}

/** A fresh token for the same session: same id, same login time, so the session's age still counts. */
export function renewSession(app: App, user: UserRow, session: Session): Promise<string> {
  return app.tokens.sign({ id: user.id, tokenVersion: user.tokenVersion, session });
}

/**
 * The user and session a token names, if it is valid, within the session's age, its session was
 * not ended by logout and the user did not log out everywhere since; otherwise 401.
 */
export async function userFromToken(
  app: App,
  token: string,
): Promise<{ user: UserRow; session: Session }> {
  const verified = await app.tokens.verify(token);
  const user = verified
    ? await findUserInSession(app.db, {
        userId: verified.userId,
        sessionId: verified.session.id,
      })
    : undefined;
  if (!verified || !user || user.tokenVersion !== verified.tokenVersion) {
    throw new AppError('unauthorized', API_MESSAGES.sessionExpired);
  }
  return { user, session: verified.session };
}

/** After `app.requireUser`, the signed-in user's id. */
export function signedInUserId(request: FastifyRequest): string {
  return signedIn(request).id;
}

/** After `app.requireUser`, the session the request's token belongs to. */
export function signedInSession(request: FastifyRequest): Session {
  return signedIn(request).session;
}

function signedIn(request: FastifyRequest) {
  if (!request.user) throw new AppError('unauthorized', API_MESSAGES.sessionExpired);
  return request.user;
}
