import {
  messageResponseSchema,
  phoneVerifyResponseSchema,
  sendPhoneCodeRequestSchema,
  verifyPhoneCodeRequestSchema,
} from '@givecrowd/shared/auth/auth-api';
import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@/lib/errors.ts';
import type { App } from '@/lib/fastify-types.ts';
import { authDeps } from '@/modules/auth/deps.ts';
import { authLimits } from '@/modules/auth/rate-limits.ts';
import { signedInUserId } from '@/modules/auth/session/session.ts';
import { sendPhoneCode, verifyPhoneCode } from './phone-verification.ts';

const tags = ['auth'];
const bearer = [{ bearer: [] }];

/** partner-otp-verify answers `{status: "failed", message}` on every client error (docs/product/http-contract.md#auth-calls). */
function failedAnswer(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const isAppError = error instanceof AppError;
  const statusCode = isAppError
    ? error.statusCode
    : error.validation
      ? 400
      : (error.statusCode ?? 500);
  if (statusCode >= 500) throw error;
  if (isAppError && error.retryAfterSeconds !== undefined)
    reply.header('Retry-After', String(error.retryAfterSeconds));
  const message = isAppError
    ? error.message
    : (error.validation?.[0]?.message ?? M.verificationFailed);
  return reply.code(statusCode).send({ status: 'failed', message });
}

export async function phoneRoutes(app: App): Promise<void> {
  for (const [url, name] of [
    ['/api/auth/send_otp', 'send-otp'],
    ['/api/organization/send-otp', 'organization-send-otp'],
  ] as const) {
    app.post(
      url,
      {
        onRequest: authLimits(app, name).onRequest,
        preHandler: [app.requireUser, authLimits(app, name).preHandler],
        schema: {
          tags,
          security: bearer,
          summary:
            "Text a 4-character code to the signatory's phone (international, any common format; texted and recorded in E.164); check it with partner-otp-verify",
          body: sendPhoneCodeRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await sendPhoneCode(authDeps(app, request), {
          ...request.body,
          userId: signedInUserId(request),
          ip: request.ip,
        });
        return { status: true as const, message: M.phoneCodeSent };
      },
    );
  }

  app.post(
    '/api/auth/partner-otp-verify',
    {
      ...authLimits(app, 'partner-otp-verify'),
      onRequest: [authLimits(app, 'partner-otp-verify').onRequest, app.requireUser],
      errorHandler: failedAnswer,
      schema: {
        tags,
        security: bearer,
        summary:
          'Check the phone code; records the phone and email as verified for the signed-in user',
        body: verifyPhoneCodeRequestSchema,
        response: { 200: phoneVerifyResponseSchema },
      },
    },
    async (request) => {
      await verifyPhoneCode(authDeps(app, request), {
        ...request.body,
        code: request.body.otp,
        userId: signedInUserId(request),
      });
      return { status: 'success' as const, message: M.phoneVerified };
    },
  );
}
