import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import {
  detailsResponseSchema,
  loginRequestSchema,
  messageResponseSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  userResponseSchema,
} from '@givecrowd/shared/auth/auth-api';
import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import { AppError } from '@/lib/errors.ts';
import type { App } from '@/lib/fastify-types.ts';
import { authDeps } from '@/modules/auth/deps.ts';
import { authLimits } from '@/modules/auth/rate-limits.ts';
import { findUserById, toPublicUser } from '@/modules/auth/user-repository.ts';
import { workAfterAnswer } from '@/modules/auth/work-after-answer.ts';
import { loginWithPassword } from './login.ts';
import { createLoginFailures } from './login-failures.ts';
import { logout } from './logout.ts';
import { logoutEverywhere } from './logout-everywhere.ts';
import {
  renewSession,
  signedInSession,
  signedInUserId,
  signSession,
  userFromToken,
} from './session.ts';

const tags = ['auth'];
const bearer = [{ bearer: [] }];

export async function sessionRoutes(app: App): Promise<void> {
  const failures = createLoginFailures(app);
  app.post(
    '/api/auth/login',
    {
      // Per email, only wrong passwords count (login.ts), so a flood cannot refuse the owner.
      onRequest: authLimits(app, 'login').onRequest,
      schema: {
        tags,
        summary:
          'Log in with email and password. Past the wrong-password threshold for the email: 429 from an address that failed for it; from any other, 401 with an `otp` field error, and the emailed sign-in code (signup/verify-otp) signs in',
        body: loginRequestSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await loginWithPassword(
        { ...authDeps(app, request), failures, afterAnswer: workAfterAnswer(reply) },
        { ...request.body, ip: request.ip },
      );
      return {
        status: true as const,
        message: M.loggedIn,
        token: await signSession(app, request, user),
      };
    },
  );

  app.post(
    '/api/auth/get-details',
    {
      ...authLimits(app, 'get-details'),
      preHandler: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary:
          'The signed-in user, with a fresh token for the same session (which still ends SESSION_MAX_AGE after its login)',
        response: { 200: detailsResponseSchema },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, signedInUserId(request));
      if (!user) throw new AppError('unauthorized', API_MESSAGES.sessionExpired);
      return {
        status: true as const,
        token: await renewSession(app, user, signedInSession(request)),
        data: { user: toPublicUser(user) },
      };
    },
  );

  app.post(
    '/api/auth/token-verify',
    {
      ...authLimits(app, 'token-verify'),
      schema: {
        tags,
        summary: 'Whether a token is valid, and whose it is',
        body: tokenRequestSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      const { user } = await userFromToken(app, request.body.token);
      return { status: true as const, data: { user: toPublicUser(user) } };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      ...authLimits(app, 'logout'),
      preHandler: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary:
          "End this token's session on the server: it and every token renewed from it answer 401",
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await logout(authDeps(app, request), {
        userId: signedInUserId(request),
        session: signedInSession(request),
      });
      return { status: true as const, message: M.loggedOut };
    },
  );

  app.post(
    '/api/auth/logout-all',
    {
      ...authLimits(app, 'logout-all'),
      preHandler: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: 'Revoke every token of the signed-in user',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await logoutEverywhere(authDeps(app, request), { userId: signedInUserId(request) });
      return { status: true as const, message: M.loggedOutEverywhere };
    },
  );
}
