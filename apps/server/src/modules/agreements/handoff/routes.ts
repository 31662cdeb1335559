import {
  agreementHandoffParamsSchema,
  agreementHandoffRequestSchema,
  agreementHandoffResponseSchema,
  agreementHandoffSignRequestSchema,
  agreementMessageResponseSchema,
  partnerAgreementResponseSchema,
} from '@givecrowd/shared/agreement/agreement-api';
import { AGREEMENT_MESSAGES as M } from '@givecrowd/shared/agreement/agreement-messages';
import { errorEnvelopeSchema } from '@givecrowd/shared/api/envelope';
import { AUTH_MESSAGES } from '@givecrowd/shared/auth/messages';
import type { App } from '@/lib/fastify-types.ts';
import { signedInUserId } from '@/modules/auth/index.ts';
import { agreementDeps } from '../deps.ts';
import { describeHandoff } from './describe-handoff.ts';
import { sendAgreementHandoff } from './send-agreement-handoff.ts';
import { sendHandoffCode } from './send-handoff-code.ts';
import { signByHandoff } from './sign-by-handoff.ts';

const tags = ['agreements'];
const MINUTE_MS = 60_000;
/** Calls per minute per IP on the signatory's link, counted before anything is read. */
const LINK_CALLS_PER_MINUTE = 30;

const failures = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** Signing on the signatory's device (docs/product/partner-agreement.md#signing-on-the-signatorys-device). */
export async function handoffRoutes(app: App): Promise<void> {
  const perIp = (name: string) =>
    app.limit([
      {
        name: `agreement-handoff-${name}:ip`,
        max: LINK_CALLS_PER_MINUTE,
        windowMs: MINUTE_MS,
        key: (request) => request.ip,
      },
    ]);

  app.post(
    '/api/organization/partner-agreement/handoff',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "Email the draft's signatory (organization_admin_email) a one-time link, valid 72 hours, to sign on their own device. Needs a verified admin phone (400); someone else's draft 404; signed already 409; 3 an hour per draft (429)",
        body: agreementHandoffRequestSchema,
        response: { 200: agreementMessageResponseSchema, 409: errorEnvelopeSchema, ...failures },
      },
    },
    async (request) => {
      await sendAgreementHandoff({
        deps: agreementDeps(app, request),
        ownerId: signedInUserId(request),
        slug: request.body.slug,
      });
      return { status: true as const, message: M.handoffSent };
    },
  );

  app.get(
    '/api/agreement-handoff/:token',
    {
      onRequest: perIp('read'),
      schema: {
        tags,
        summary:
          "What the signatory's link shows: the organization, the prefilled fields, the masked phone the code goes to, whether it is signed. 404 for a link unknown, expired or used",
        params: agreementHandoffParamsSchema,
        response: { 200: agreementHandoffResponseSchema, ...failures },
      },
    },
    async (request) => ({
      status: true as const,
      data: await describeHandoff({
        deps: agreementDeps(app, request),
        token: request.params.token,
      }),
    }),
  );

  app.post(
    '/api/agreement-handoff/:token/send-code',
    {
      onRequest: perIp('send-code'),
      schema: {
        tags,
        summary:
          "Text a 4-character code to the draft's verified admin phone (60 s between codes, caps per hour: 429 with Retry-After)",
        params: agreementHandoffParamsSchema,
        response: { 200: agreementMessageResponseSchema, ...failures },
      },
    },
    async (request) => {
      await sendHandoffCode({
        deps: agreementDeps(app, request),
        token: request.params.token,
        ip: request.ip,
      });
      return { status: true as const, message: AUTH_MESSAGES.phoneCodeSent };
    },
  );

  app.post(
    '/api/agreement-handoff/:token/sign',
    {
      onRequest: perIp('sign'),
      schema: {
        tags,
        summary:
          'Sign as the signatory: the fields, the texted code and the drawn signature (PNG data URL, at most 512 KB). Answers like the partner-agreement call; the link then dies. Wrong code 400, tries spent 429',
        params: agreementHandoffParamsSchema,
        body: agreementHandoffSignRequestSchema,
        response: { 200: partnerAgreementResponseSchema, ...failures },
      },
    },
    async (request) => ({
      status: true as const,
      ...(await signByHandoff({
        deps: agreementDeps(app, request),
        token: request.params.token,
        request: request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      })),
    }),
  );
}
