import { errorEnvelopeSchema } from '@givecrowd/shared/api/envelope';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import {
  cancelMonthlyGiftResponseSchema,
  monthlyGiftParamsSchema,
  myDataExportSchema,
  myGivingKeyQuerySchema,
  myGivingLinkRequestSchema,
  myGivingMessageResponseSchema,
  myGivingResponseSchema,
  ownGivingKeyResponseSchema,
} from '@givecrowd/shared/giving/my-giving-api';
import type { FastifyRequest } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from '@/lib/cache-control.ts';
import type { App } from '@/lib/fastify-types.ts';
import { findVerifiedUserEmail, signedInUserId, workAfterAnswer } from '@/modules/auth/index.ts';
import { allowedWebOrigin } from '@/modules/payments/index.ts';
import { cancelMyMonthlyGift } from './cancel-monthly-gift.ts';
import { eraseMyData } from './erase-my-data.ts';
import { exportMyData } from './export-my-data.ts';
import { signMyGivingKey } from './my-giving-key.ts';
import { openMyGiving, readMyGiving } from './read-my-giving.ts';
import { sendMyGivingLink } from './request-link.ts';

const tags = ['giving'];
const HOUR_MS = 60 * 60 * 1000;
/** Links asked for per hour from one IP address, and for one email (docs/product/donations.md#the-donors-page). */
const LINKS_PER_IP_PER_HOUR = 10;
const LINKS_PER_EMAIL_PER_HOUR = 3;

const keyed = { querystring: myGivingKeyQuerySchema };

/**
 * The donor's page's calls (docs/product/donations.md#the-donors-page,
 * docs/product/http-contract.md "Giving"): a link by email, then, with its key, the donor's gifts,
 * stopping a monthly gift, and their data to download or erase. No account, no password.
 */
export async function myGivingRoutes(app: App): Promise<void> {
  /** The email the link's key opens; 404 for a key that does not. */
  const email = (key: string) =>
    openMyGiving({ secret: app.config.authSecret, key, now: app.clock() });

  /** The donor's web origin (the request's Origin) when ours, else PUBLIC_URL. */
  const webOrigin = async (request: FastifyRequest) => {
    const address = request.headers.origin;
    const origin = address
      ? await allowedWebOrigin({ db: app.db, rules: app.config, address })
      : null;
    return origin ?? app.config.publicUrl;
  };

  app.post(
    '/api/my-giving/link',
    {
      onRequest: app.limit([
        {
          name: 'my-giving-link:ip',
          max: LINKS_PER_IP_PER_HOUR,
          windowMs: HOUR_MS,
          key: (request) => request.ip,
        },
      ]),
      preHandler: app.limit([
        {
          name: 'my-giving-link:email',
          max: LINKS_PER_EMAIL_PER_HOUR,
          windowMs: HOUR_MS,
          key: (request) => (request.body as { email: string }).email,
          message: GIVING_MESSAGES.myGivingLinksPerEmail,
        },
      ]),
      schema: {
        tags,
        summary:
          "Email a link to the donor's page when this email gave; the same answer either way. 400 a wrong email; 429 with Retry-After past 10 an hour from one IP or 3 for one email",
        body: myGivingLinkRequestSchema,
        response: {
          200: myGivingMessageResponseSchema,
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const origin = await webOrigin(request);
      const { email: to } = request.body;
      // Looked up after the answer, so a known and an unknown email answer after the same steps.
      workAfterAnswer(reply)(() =>
        sendMyGivingLink({
          db: app.db,
          secret: app.config.authSecret,
          origin,
          email: to,
          now: app.clock(),
        }),
      );
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, message: GIVING_MESSAGES.myGivingLinkSent };
    },
  );

  app.get(
    '/api/my-giving/mine',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "(ours) For the signed-in person: a key to the donor's page of their account's email (docs/product/donations.md#a-givers-own-gifts), null while the account has not proved its email",
        response: { 200: ownGivingKeyResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const email = await findVerifiedUserEmail(app.db, signedInUserId(request));
      const key = email
        ? await signMyGivingKey({ secret: app.config.authSecret, email, now: app.clock() })
        : null;
      reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      return { status: true as const, data: { key } };
    },
  );

  app.get(
    '/api/my-giving',
    {
      schema: {
        tags,
        summary:
          "The donor's page, with the key of its link: every gift made with its email, to any organization, with its receipts, and the monthly gifts still running. 404 an expired, changed or unknown key",
        ...keyed,
        response: { 200: myGivingResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await readMyGiving({
        db: app.db,
        secret: app.config.authSecret,
        email: await email(request.query.key),
      });
      reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      return { status: true as const, data };
    },
  );

  app.post(
    '/api/my-giving/monthly/:id/cancel',
    {
      schema: {
        tags,
        summary:
          "Stop one of the key's monthly gifts at once: its subscription cancelled at the provider, nothing more charged, the donor and the organization emailed. Asked again, the same answer and nothing more. 404 a wrong key, or a gift that is not the key's monthly gift",
        params: monthlyGiftParamsSchema,
        ...keyed,
        response: {
          200: cancelMonthlyGiftResponseSchema,
          404: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await cancelMyMonthlyGift({
        db: app.db,
        providers: app.payments,
        log: request.log,
        email: await email(request.query.key),
        id: request.params.id,
        now: app.clock(),
      });
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data };
    },
  );

  app.get(
    '/api/my-giving/export',
    {
      schema: {
        tags,
        summary:
          "Everything stored with the key's email, as a JSON file: each gift with the donor's details, its charges, declined charges and receipts, and the emails sent. 404 a wrong key",
        ...keyed,
        response: { 200: myDataExportSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await exportMyData({
        db: app.db,
        email: await email(request.query.key),
        now: app.clock(),
      });
      return reply
        .header('Cache-Control', PRIVATE_CACHE_CONTROL)
        .header('Content-Disposition', 'attachment; filename="my-giving-data.json"')
        .send(data);
    },
  );

  app.post(
    '/api/my-giving/erase',
    {
      schema: {
        tags,
        summary:
          "Erase the key's donor's data: the phone, the walls' messages and dedications and the public name go; the receipts and the record the law requires stay. Asked again, the same answer. 404 a wrong key",
        ...keyed,
        response: { 200: myGivingMessageResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await eraseMyData({ db: app.db, email: await email(request.query.key), now: app.clock() });
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, message: GIVING_MESSAGES.myDataErased };
    },
  );
}
