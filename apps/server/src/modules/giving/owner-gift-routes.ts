import { errorEnvelopeSchema } from '@givecrowd/shared/api/envelope';
import {
  ownerDonationResponseSchema,
  refundRequestSchema,
  refundResponseSchema,
  resendReceiptResponseSchema,
} from '@givecrowd/shared/giving/giving-api';
import { organizationSlugSchema } from '@givecrowd/shared/organization/slug';
import { z } from 'zod';
import { PRIVATE_CACHE_CONTROL } from '@/lib/cache-control.ts';
import type { App } from '@/lib/fastify-types.ts';
import { signedInUserId } from '@/modules/auth/index.ts';
import { perUser } from '@/modules/rate-limit/index.ts';
import { readOwnerDonation } from './owner-donation.ts';
import type { RefundDeps } from './record-refund.ts';
import { refundGift } from './refund-gift.ts';
import { resendReceipt } from './resend-receipt.ts';

const tags = ['giving'];
const security = [{ bearer: [] }];
const HOUR_MS = 60 * 60 * 1000;
/** A person resends at most this many receipts an hour, and one gift's at most a few. */
const RESENDS_PER_USER_PER_HOUR = 30;
const RESENDS_PER_GIFT_PER_HOUR = 3;

const giftParamsSchema = z.object({ slug: organizationSlugSchema, donation_id: z.uuid() });

/**
 * One gift of an organization for its owner (docs/product/donations.md#a-gifts-own-page): its
 * details, its refund and its receipt sent again. Registered inside the giving routes, whose error
 * handler answers a provider's failure (502, 503). Anyone but the owner finds no gift (404).
 */
export async function ownerGiftRoutes(app: App): Promise<void> {
  const deps: RefundDeps = {
    db: app.db,
    providers: app.payments,
    log: app.log,
    clock: () => app.clock(),
    secret: app.config.authSecret,
  };

  app.get(
    '/api/organizations/:slug/donations/:donation_id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "(ours) One gift of an organization for its owner: the list's fields, everything the donor gave, its charges (newest first) with their refunds and the refunds the provider failed, its receipts with their status and download links, and whether it can be refunded now. Anyone else's asking, or a gift of another organization, answers 404",
        params: giftParamsSchema,
        response: {
          200: ownerDonationResponseSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await readOwnerDonation({
        db: app.db,
        ownerId: signedInUserId(request),
        slug: request.params.slug,
        donationId: request.params.donation_id,
        secret: app.config.authSecret,
        now: app.clock(),
        receiptLink: (id, key, number) =>
          `/api/donations/${id}/receipt?${new URLSearchParams({ key, number })}`,
      });
      reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      return { status: true as const, data };
    },
  );

  app.post(
    '/api/organizations/:slug/donations/:donation_id/refund',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "Refund a gift in full (a monthly gift's latest charge) through its payment provider, under an idempotency key of the charge (a new one for each attempt after a refund the provider failed): the ledger gains the refund's entries, a one-time gift becomes refunded, the receipt is voided, the totals fall and the donor is emailed. 400 without a reason; 404 anyone but the owner; 409 when it can no longer be refunded (not paid, refunded already, or charged over 180 days ago), or when the provider reported this refund failed before it was recorded; 502/503 when the provider refuses or cannot be reached",
        params: giftParamsSchema,
        body: refundRequestSchema,
        response: {
          200: refundResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await refundGift({
        deps,
        ownerId: signedInUserId(request),
        slug: request.params.slug,
        donationId: request.params.donation_id,
        reason: request.body.reason,
      });
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data };
    },
  );

  app.post(
    '/api/organizations/:slug/donations/:donation_id/resend-receipt',
    {
      preHandler: [
        app.requireUser,
        app.limit([
          perUser('resend-receipt:user', RESENDS_PER_USER_PER_HOUR, HOUR_MS),
          {
            name: 'resend-receipt:gift',
            max: RESENDS_PER_GIFT_PER_HOUR,
            windowMs: HOUR_MS,
            // Per person and gift, so nobody else can spend an owner's quota.
            key: (request) => {
              const gift = (request.params as { donation_id?: string }).donation_id;
              return request.user && gift ? `${request.user.id}:${gift}` : null;
            },
          },
        ]),
      ],
      schema: {
        tags,
        security,
        summary:
          "Email the donor the gift's latest valid receipt again, with its PDF, in their language. 404 anyone but the owner; 409 when the gift has no valid receipt or its PDF is still being made; 429 past 3 an hour for one gift or 30 for one person",
        params: giftParamsSchema,
        response: {
          200: resendReceiptResponseSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const message = await resendReceipt({
        db: app.db,
        ownerId: signedInUserId(request),
        slug: request.params.slug,
        donationId: request.params.donation_id,
        secret: app.config.authSecret,
        now: app.clock(),
      });
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, message };
    },
  );
}
