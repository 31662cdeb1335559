import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import type { FastifyRequest } from 'fastify';
import type { Config } from '@/config.ts';
import { AppError } from '@/lib/errors.ts';
import type { App } from '@/lib/fastify-types.ts';

/** A reviewer is a user whose email is one of `reviewerEmails` (docs/product/verification.md#reviewers). */
export const isReviewerEmail = (config: Pick<Config, 'reviewerEmails'>, email: string) =>
  config.reviewerEmails.includes(email.trim().toLowerCase());

/** Whether the request's signed-in user (after `requireUser` or `optionalUser`) is a reviewer. */
export const isReviewerRequest = (app: App, request: FastifyRequest) =>
  request.user !== null && isReviewerEmail(app.config, request.user.email);

/**
 * onRequest hook of a call only signed-in people may know of: no token or a bad one gets the 404
 * of an unknown route, before the body or the query is even read.
 */
export function signedInOnly(app: App) {
  return async (request: FastifyRequest): Promise<void> => {
    try {
      await app.requireUser(request);
    } catch (error) {
      // A missing or bad token; anything else (the database away) answers as it would elsewhere.
      if (error instanceof AppError) throw notFound(request);
      throw error;
    }
  };
}

function notFound(request: FastifyRequest): AppError {
  const path = request.url.split('?')[0] ?? request.url;
  return new AppError('not_found', API_MESSAGES.noRoute(request.method, path));
}

/**
 * onRequest hook of every `/api/admin/` route: anyone but a reviewer — no token, a bad token, any
 * other user — gets the 404 of an unknown route, before the body or the query is even read, so
 * the review calls are not revealed.
 */
export function reviewersOnly(app: App) {
  const signedIn = signedInOnly(app);
  return async (request: FastifyRequest): Promise<void> => {
    await signedIn(request);
    if (!isReviewerRequest(app, request)) throw notFound(request);
  };
}
