import fastifyMultipart from '@fastify/multipart';
import {
  agreementDocumentParamsSchema,
  agreementRecordResponseSchema,
  agreementVerificationResponseSchema,
  partnerAgreementRequestSchema,
  partnerAgreementResponseSchema,
  signedAgreementQuerySchema,
  signedAgreementResponseSchema,
} from '@givecrowd/shared/agreement/agreement-api';
import { AGREEMENT_MESSAGES } from '@givecrowd/shared/agreement/agreement-messages';
import { errorEnvelopeSchema } from '@givecrowd/shared/api/envelope';
import type { FastifyRequest } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from '@/lib/cache-control.ts';
import type { App } from '@/lib/fastify-types.ts';
import { readPdfUpload, VERIFY_MAX_BYTES } from '@/lib/read-pdf-upload.ts';
import { signedInUserId } from '@/modules/auth/index.ts';
import { perUser } from '@/modules/rate-limit/index.ts';
import { agreementDeps } from './deps.ts';
import { findSignedAgreement } from './find-signed-agreement.ts';
import { handoffRoutes } from './handoff/routes.ts';
import { signPartnerAgreement } from './sign-partner-agreement.ts';
import { findAgreementRecord, verifyAgreementPdf } from './verify-agreement.ts';

const tags = ['agreements'];
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Signings per user per hour: each renders a PDF (a second signing of a version is cheap). */
const SIGNINGS_PER_HOUR = 20;
/** Verifications per IP per minute: each reads up to 10 MB. */
const VERIFICATIONS_PER_MINUTE = 20;
/** Record look-ups per IP per minute. */
const LOOKUPS_PER_MINUTE = 60;

const perIp = (name: string, max: number) => ({
  name,
  max,
  windowMs: MINUTE_MS,
  key: (request: FastifyRequest) => request.ip,
});

/** The technology-grant partner agreement (docs/product/partner-agreement.md). */
export async function agreementRoutes(app: App): Promise<void> {
  // Registered here, so only these routes accept multipart bodies (the verification's PDF).
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: VERIFY_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });
  await app.register(handoffRoutes);

  app.post(
    '/api/organization/partner-agreement',
    {
      preHandler: [
        app.requireUser,
        app.limit([perUser('agreement-sign:user', SIGNINGS_PER_HOUR, HOUR_MS)]),
      ],
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          'Sign the partner agreement: renders the signed PDF, records the signature, emails the PDF to partner_email. 400 with the first failing rule, or a signature that is not your upload; 404 for a slug that is not yours. A second signing of this version answers the first document',
        body: partnerAgreementRequestSchema,
        response: {
          200: partnerAgreementResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      status: true as const,
      ...(await signPartnerAgreement({
        deps: agreementDeps(app, request),
        userId: signedInUserId(request),
        request: request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      })),
    }),
  );

  app.get(
    '/api/organization/partner-agreement',
    {
      onRequest: [app.requireUser],
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "The signed agreement of the current version with a fresh short-lived link to its PDF: the draft's (slug, its owner only, else 404), or without slug your own signed without a draft; 404 when none is signed",
        querystring: signedAgreementQuerySchema,
        response: {
          200: signedAgreementResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await findSignedAgreement({
        deps: agreementDeps(app, request),
        userId: signedInUserId(request),
        slug: request.query.slug,
      });
      // The link works for whoever holds it: no cache keeps it.
      reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      return { status: true as const, ...answer };
    },
  );

  app.post(
    '/api/agreements/verify',
    {
      onRequest: app.limit([perIp('agreement-verify:ip', VERIFICATIONS_PER_MINUTE)]),
      schema: {
        tags,
        summary:
          'Whether a PDF is exactly a signed agreement (its SHA-256 matches a record), and whose. Multipart, one PDF in `file`, at most 10 MB (413); not a PDF 415',
        consumes: ['multipart/form-data'],
        response: {
          200: agreementVerificationResponseSchema,
          400: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      status: true as const,
      data: await verifyAgreementPdf({
        db: app.db,
        bytes: await readPdfUpload(request, {
          fileRequired: AGREEMENT_MESSAGES.verifyFileRequired,
          notPdf: AGREEMENT_MESSAGES.verifyNotPdf,
          tooLarge: AGREEMENT_MESSAGES.verifyTooLarge,
        }),
      }),
    }),
  );

  app.get(
    '/api/agreements/:document_id',
    {
      onRequest: app.limit([perIp('agreement-record:ip', LOOKUPS_PER_MINUTE)]),
      schema: {
        tags,
        summary:
          'The record of a signed agreement by its document id (no PAN, no email); 404 when none',
        params: agreementDocumentParamsSchema,
        response: { 200: agreementRecordResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await findAgreementRecord({ db: app.db, documentId: request.params.document_id }),
    }),
  );
}
