import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import {
  authProvidersResponseSchema,
  detailsResponseSchema,
  loginRequestSchema,
  messageResponseSchema,
  socialLoginRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  userResponseSchema,
} from '@givecrowd/shared/auth/schemas';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/fastify-types.ts';
import { authDeps } from './deps.ts';
import { createGoogleVerifier, loginWithGoogle } from './google-sign-in.ts';
import { loginWithPassword } from './login.ts';
import { logoutEverywhere } from './profile.ts';
import { authLimits } from './rate-limits.ts';
import { signedInUserId, signSession, userFromToken } from './session.ts';
import { findUserById, toPublicUser } from './user-repository.ts';

const tags = ['auth'];
const bearer = [{ bearer: [] }];

export async function sessionRoutes(app: App): Promise<void> {
  const { googleClientId, googleJwksUrl } = app.config;
  const verifyGoogle = googleClientId
    ? createGoogleVerifier({ clientId: googleClientId, jwksUrl: googleJwksUrl })
    : null;

  app.post(
    '/api/auth/login',
    {
      ...authLimits(app, 'login'),
      schema: {
        tags,
        summary: 'Log in with email and password',
        body: loginRequestSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const user = await loginWithPassword(authDeps(app), request.body);
      return { status: true as const, message: M.loggedIn, token: await signSession(app, user) };
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
        summary: 'The signed-in user, with a fresh token',
        response: { 200: detailsResponseSchema },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, signedInUserId(request));
      if (!user) throw new AppError('unauthorized', M.tokenInvalid);
      return {
        status: true as const,
        token: await signSession(app, user),
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
      const user = await userFromToken(app, request.body.token);
      return { status: true as const, data: { user: toPublicUser(user) } };
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
      await logoutEverywhere(authDeps(app), { userId: signedInUserId(request) });
      return { status: true as const, message: M.loggedOutEverywhere };
    },
  );

  app.get(
    '/api/auth/providers',
    {
      schema: {
        tags,
        summary: 'Which social logins are configured',
        response: { 200: authProvidersResponseSchema },
      },
    },
    async () => ({
      status: true as const,
      data: { google: googleClientId ? { client_id: googleClientId } : null },
    }),
  );

  app.post(
    '/api/auth/social/login',
    {
      ...authLimits(app, 'social-login'),
      schema: {
        tags,
        summary: 'Log in with a Google ID token (GOOGLE_CLIENT_ID must be set)',
        body: socialLoginRequestSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      if (!verifyGoogle) throw new AppError('unavailable', M.socialNotConfigured);
      if (request.body.provider !== 'google')
        throw new AppError('bad_request', M.socialProviderUnknown);
      const identity = await verifyGoogle(request.body.id_token);
      const user = await loginWithGoogle(authDeps(app), identity);
      return { status: true as const, message: M.loggedIn, token: await signSession(app, user) };
    },
  );
}
