import {
  emailRequestSchema,
  messageResponseSchema,
  tokenResponseSchema,
  verifySignupCodeRequestSchema,
} from '@givecrowd/shared/auth/auth-api';
import { registerWithNewPasswordSchema } from '@givecrowd/shared/auth/common-passwords';
import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import type { App } from '@/lib/fastify-types.ts';
import { authDeps } from '@/modules/auth/deps.ts';
import { authLimits } from '@/modules/auth/rate-limits.ts';
import { bearerToken } from '@/modules/auth/session/authenticate.ts';
import { signSession } from '@/modules/auth/session/session.ts';
import { registerAccount, requestSignupCode, verifySignupCode } from './signup.ts';

const tags = ['auth'];

export async function signupRoutes(app: App): Promise<void> {
  app.post(
    '/api/auth/signup/get-otp',
    {
      ...authLimits(app, 'signup-get-otp'),
      schema: {
        tags,
        summary:
          'Email a 4-character signup code (same answer whether or not the email has an account)',
        body: emailRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await requestSignupCode(authDeps(app), { email: request.body.email, ip: request.ip });
      return { status: true as const, message: M.codeSent };
    },
  );

  app.post(
    '/api/auth/signup/verify-otp',
    {
      ...authLimits(app, 'signup-verify-otp'),
      schema: {
        tags,
        summary: 'Check the signup code; answers a signup token for register',
        body: verifySignupCodeRequestSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const token = await verifySignupCode(authDeps(app), {
        email: request.body.email,
        code: request.body.otp,
      });
      return { status: true as const, message: M.codeVerified, token };
    },
  );

  app.post(
    '/api/auth/register',
    {
      ...authLimits(app, 'register'),
      schema: {
        tags,
        summary: 'Create the account; needs the signup token in the Authorization header',
        body: registerWithNewPasswordSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const user = await registerAccount(authDeps(app), {
        ...request.body,
        signupToken: bearerToken(request),
      });
      return { status: true as const, message: M.registered, token: await signSession(app, user) };
    },
  );
}
