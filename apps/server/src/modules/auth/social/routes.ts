import {
  authProvidersResponseSchema,
  socialLoginRequestSchema,
  tokenResponseSchema,
} from '@givecrowd/shared/auth/auth-api';
import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import { AppError } from '@/lib/errors.ts';
import type { App } from '@/lib/fastify-types.ts';
import { authDeps } from '@/modules/auth/deps.ts';
import { authLimits } from '@/modules/auth/rate-limits.ts';
import { signSession } from '@/modules/auth/session/session.ts';
import { createGoogleVerifier, loginWithGoogle } from './google-sign-in.ts';

const tags = ['auth'];

export async function socialRoutes(app: App): Promise<void> {
  const { googleClientId, googleJwksUrl } = app.config;
  const verifyGoogle = googleClientId
    ? createGoogleVerifier({ clientId: googleClientId, jwksUrl: googleJwksUrl })
    : null;

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
      const user = await loginWithGoogle(authDeps(app, request), identity);
      return {
        status: true as const,
        message: M.loggedIn,
        token: await signSession(app, request, user),
      };
    },
  );
}
