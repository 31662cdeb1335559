import {
  signupCodeRequestSchema,
  signupCodeResponseSchema,
  tokenResponseSchema,
  verifySignupCodeRequestSchema,
  verifySignupCodeResponseSchema,
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
          'Email a 4-character code: a sign-up code, or a sign-in code for an address with an account (the same answer, waits and limits either way). A code that still works is pointed to, not sent again, unless resend is true',
        body: signupCodeRequestSchema,
        response: { 200: signupCodeResponseSchema },
      },
    },
    async (request) => {
      const { sent, resendIn } = await requestSignupCode(authDeps(app, request), {
        email: request.body.email,
        ip: request.ip,
        resend: request.body.resend ?? false,
      });
      return {
        status: true as const,
        message: sent ? M.codeSent : M.codeAlreadySent,
        resend_in: resendIn,
      };
    },
  );

  app.post(
    '/api/auth/signup/verify-otp',
    {
      ...authLimits(app, 'signup-verify-otp'),
      schema: {
        tags,
        summary:
          'Check the emailed code. An address with an account is signed in (signed_in: true, a session token, a new session as a password login); a new one gets a signup token for register (signed_in: false)',
        body: verifySignupCodeRequestSchema,
        response: { 200: verifySignupCodeResponseSchema },
      },
    },
    async (request) => {
      const verified = await verifySignupCode(authDeps(app, request), {
        email: request.body.email,
        code: request.body.otp,
      });
      if (verified.kind === 'signed_in') {
        const token = await signSession(app, request, verified.user);
        return { status: true as const, message: M.loggedIn, token, signed_in: true };
      }
      return {
        status: true as const,
        message: M.codeVerified,
        token: verified.signupToken,
        signed_in: false,
      };
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
      const user = await registerAccount(authDeps(app, request), {
        ...request.body,
        signupToken: bearerToken(request),
      });
      return {
        status: true as const,
        message: M.registered,
        token: await signSession(app, request, user),
      };
    },
  );
}
