import {
  emailRequestSchema,
  messageResponseSchema,
  passedResponseSchema,
  tokenRequestSchema,
} from '@givecrowd/shared/auth/auth-api';
import { resetToNewPasswordSchema } from '@givecrowd/shared/auth/common-passwords';
import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import type { z } from 'zod';
import type { App } from '@/lib/fastify-types.ts';
import { authDeps } from '@/modules/auth/deps.ts';
import { authLimits } from '@/modules/auth/rate-limits.ts';
import { workAfterAnswer } from '@/modules/auth/work-after-answer.ts';
import {
  checkResetLink,
  requestEmailVerification,
  requestPasswordReset,
  resetPassword,
  verifyEmail,
} from './recovery.ts';

const tags = ['auth'];
const schemaFor = <Body extends z.ZodType>(summary: string, body: Body) => ({
  tags,
  summary,
  body,
  response: { 200: messageResponseSchema },
});

export async function recoveryRoutes(app: App): Promise<void> {
  app.post(
    '/api/auth/forgot',
    {
      ...authLimits(app, 'forgot'),
      schema: schemaFor(
        'Email a password reset link (same answer for every address)',
        emailRequestSchema,
      ),
    },
    async (request, reply) => {
      // The lookup and the link are made after the answer, so known and unknown emails answer
      // after the same steps (docs/product/accounts.md#passwords).
      const deps = authDeps(app, request);
      workAfterAnswer(reply)(() => requestPasswordReset(deps, { email: request.body.email }));
      return { status: true as const, message: M.forgotSent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      ...authLimits(app, 'reset-password'),
      schema: schemaFor(
        'Set a new password with a reset link token (single use, 1 hour)',
        resetToNewPasswordSchema,
      ),
    },
    async (request) => {
      await resetPassword(authDeps(app, request), request.body);
      return { status: true as const, message: M.resetDone };
    },
  );

  app.post(
    '/api/auth/reset-password/check',
    {
      ...authLimits(app, 'reset-password-check'),
      schema: {
        tags,
        summary:
          'Whether a reset link token still works (does not use it up, tells nothing about its account); 400 when invalid, expired or used',
        body: tokenRequestSchema,
        response: { 200: passedResponseSchema },
      },
    },
    async (request) => {
      await checkResetLink(authDeps(app, request), { token: request.body.token });
      return { status: true as const };
    },
  );

  app.post(
    '/api/auth/verification-mail',
    {
      ...authLimits(app, 'verification-mail'),
      schema: schemaFor('Email a verification link to an unverified account', emailRequestSchema),
    },
    async (request) => {
      await requestEmailVerification(authDeps(app, request), { email: request.body.email });
      return { status: true as const, message: M.verificationSent };
    },
  );

  app.post(
    '/api/auth/email-verify',
    {
      ...authLimits(app, 'email-verify'),
      schema: schemaFor('Verify an email with the token from its link', tokenRequestSchema),
    },
    async (request) => {
      await verifyEmail(authDeps(app, request), { token: request.body.token });
      return { status: true as const, message: M.emailVerified };
    },
  );
}
