import { createHash } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { errorEnvelopeSchema, okEnvelope } from '@givecrowd/shared/api/envelope';
import { campaignParamsSchema } from '@givecrowd/shared/campaigns/campaign-page-api';
import { donationRequestSchema } from '@givecrowd/shared/giving/donation-details';
import {
  donationFormQuerySchema,
  donationFormResponseSchema,
  donationStatusResponseSchema,
  givingSummaryResponseSchema,
  ownerDonationsQuerySchema,
  ownerDonationsResponseSchema,
  receiptVerifyQuerySchema,
  receiptVerifyResponseSchema,
  startDonationResponseSchema,
  wallQuerySchema,
  wallResponseSchema,
} from '@givecrowd/shared/giving/giving-api';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import {
  yearEndStatementsBodySchema,
  yearEndStatementsResponseSchema,
} from '@givecrowd/shared/giving/statements-api';
import { normalizeHost } from '@givecrowd/shared/organization/domain-api';
import { organizationSlugSchema } from '@givecrowd/shared/organization/slug';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LIVE_PUBLIC_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from '@/lib/cache-control.ts';
import type { App } from '@/lib/fastify-types.ts';
import { readPdfUpload, VERIFY_MAX_BYTES } from '@/lib/read-pdf-upload.ts';
import { optionalUser, signedInUserId } from '@/modules/auth/index.ts';
import {
  allowedWebOrigin,
  type ConfirmDonation,
  type RecordFailedCharge,
  sendPaymentError,
} from '@/modules/payments/index.ts';
import { chargeDueMonthlyGifts } from './charge-monthly.ts';
import { readDonationStatus, readReceiptPdf, readWall, verifyReceipt } from './donation-answers.ts';
import { exportRoutes } from './exports/routes.ts';
import { findGiftRecipient, toDonationForm } from './gift-recipient.ts';
import { scheduleMonthlyGifts } from './monthly-schedule.ts';
import { myGivingRoutes } from './my-giving/routes.ts';
import { readOwnerDonations } from './owner-donations.ts';
import { ownerGiftRoutes } from './owner-gift-routes.ts';
import { readGivingSummary } from './owner-summary.ts';
import { type DonationReturn, startDonation } from './start-donation.ts';
import { sendYearEndStatements } from './year-end-statements.ts';

const tags = ['giving'];
const HOUR_MS = 60 * 60 * 1000;
/** The form's recipient changes rarely (a campaign ends, an organization gets ready). */
const FORM_CACHE_CONTROL = 'public, max-age=60';

const donationParamsSchema = z.object({ donation_id: z.uuid() });
const donationKeyQuerySchema = z.object({ key: z.string().max(200).default('') });

/**
 * Giving's calls (docs/product/donations.md, docs/product/http-contract.md "Giving"): the form's recipient, starting a gift,
 * the thank-you page's status, the walls and the receipt check. Donors need no account.
 */
export async function givingRoutes(
  app: App,
  {
    confirmDonation,
    recordFailedCharge,
  }: { confirmDonation: ConfirmDonation; recordFailedCharge: RecordFailedCharge },
): Promise<void> {
  app.setErrorHandler(sendPaymentError);
  // Registered here, so only these routes accept multipart bodies (the receipt check's PDF).
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: VERIFY_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });
  scheduleMonthlyGifts(app, { confirmDonation, recordFailedCharge });
  await myGivingRoutes(app);
  await exportRoutes(app);
  await ownerGiftRoutes(app);
  const { perIp, perEmail } = app.config.donationCheckoutsPerHour;
  const checkoutLimits = app.limit([
    { name: 'donations:ip', max: perIp, windowMs: HOUR_MS, key: (request) => request.ip },
    {
      name: 'donations:email',
      max: perEmail,
      windowMs: HOUR_MS,
      key: (request) => {
        const email = (request.body as { donor_email?: unknown } | undefined)?.donor_email;
        return typeof email === 'string' ? email.trim().toLowerCase() : null;
      },
      message: GIVING_MESSAGES.checkoutsPerEmail,
    },
  ]);

  /** The donor's web origin (the request's Origin, else its Host) when ours, else PUBLIC_URL. */
  const donorReturn = async (request: FastifyRequest): Promise<DonationReturn> => {
    for (const address of [request.headers.origin, `${request.protocol}://${request.host}`]) {
      const origin = address
        ? await allowedWebOrigin({ db: app.db, rules: app.config, address })
        : null;
      if (origin) return { webOrigin: origin, onOrganizationHost: !isPlatformOrigin(origin) };
    }
    return { webOrigin: app.config.publicUrl, onOrganizationHost: false };
  };
  const isPlatformOrigin = (origin: string) => {
    const host = normalizeHost(new URL(origin).hostname);
    const platformHosts = [
      new URL(app.config.publicUrl).hostname,
      app.config.platformDomain,
      ...app.config.appHosts,
      'localhost',
      '127.0.0.1',
    ].map(normalizeHost);
    return platformHosts.includes(host);
  };

  if (app.config.env !== 'production') {
    app.post(
      '/api/dev/donations/charge-monthly',
      {
        schema: {
          tags: ['development'],
          summary:
            'Runs the monthly gifts due as if the date were `now` (an ISO date-time; default the present): declined ones are recorded as failed charges. Not in production; this machine only',
          body: z.object({ now: z.iso.datetime({ offset: true }).optional() }).default({}),
          response: { 200: okEnvelope(z.object({ charged: z.number().int() })) },
        },
      },
      async (request) => ({
        status: true as const,
        data: await chargeDueMonthlyGifts({
          db: app.db,
          providers: app.payments,
          confirmDonation,
          recordFailedCharge,
          now: request.body.now ? new Date(request.body.now) : app.clock(),
          log: request.log,
        }),
      }),
    );
  }

  app.get(
    '/api/donations/form',
    {
      schema: {
        tags,
        summary:
          "Whom the donation form gives to (a public campaign's or organization's slug): the organization, the campaign, the currency, suggested amounts and limits, the fee figures, and `refusal` when no gift can be made now. 404 unknown or not public",
        querystring: donationFormQuerySchema,
        response: { 200: donationFormResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const context = await findGiftRecipient({
        db: app.db,
        providers: app.payments,
        campaignSlug: request.query.campaign_slug,
        organizationSlug: request.query.organization_slug,
        now: app.clock(),
      });
      reply.header('Cache-Control', FORM_CACHE_CONTROL);
      return { status: true as const, data: toDonationForm(context) };
    },
  );

  app.post(
    '/api/donations',
    {
      preHandler: optionalUser(app),
      schema: {
        tags,
        summary:
          "Start a gift: the form's rules in order (400 with every failing field), the server's amount, fee and currency, then the provider's hosted checkout under the gift's id as idempotency key. 404 unknown or non-public campaign or organization; 409 when the organization cannot take gifts yet or the campaign has ended; 429 with Retry-After past 10 checkouts an hour from one IP or 5 for one email",
        body: donationRequestSchema,
        response: {
          201: startDonationResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await startDonation({
        db: app.db,
        providers: app.payments,
        request: request.body,
        userId: request.user?.id ?? null,
        back: await donorReturn(request),
        now: app.clock(),
        secret: app.config.authSecret,
        spendQuota: () => checkoutLimits(request),
      });
      reply.code(201).header('Cache-Control', 'no-store');
      return { status: true as const, data };
    },
  );

  app.get(
    '/api/donations/:donation_id',
    {
      schema: {
        tags,
        summary:
          'A gift for its thank-you page, with the access key of its link: pending, succeeded, failed or refunded, and its receipt. While pending the provider is asked again. No key or a wrong key: 404',
        params: donationParamsSchema,
        querystring: donationKeyQuerySchema,
        response: { 200: donationStatusResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await readDonationStatus({
        db: app.db,
        secret: app.config.authSecret,
        providers: app.payments,
        confirmDonation,
        donationId: request.params.donation_id,
        key: request.query.key,
        receiptLink: (id, key) => `/api/donations/${id}/receipt?key=${encodeURIComponent(key)}`,
      });
      reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      return { status: true as const, data };
    },
  );

  app.get(
    '/api/donations/:donation_id/receipt',
    {
      schema: {
        tags,
        summary:
          "A gift's receipt PDF (its latest, or the one `number` names), with the access key of its thank-you link. 404 no key or a wrong key, or while the PDF is being made",
        params: donationParamsSchema,
        querystring: donationKeyQuerySchema.extend({ number: z.string().max(80).optional() }),
      },
    },
    async (request, reply) => {
      const { donation_id: donationId } = request.params;
      const found = await readReceiptPdf({
        db: app.db,
        storage: app.storage,
        secret: app.config.authSecret,
        donationId,
        key: request.query.key,
        number: request.query.number,
      });
      return reply
        .header('Cache-Control', PRIVATE_CACHE_CONTROL)
        .header('Content-Disposition', `attachment; filename="receipt-${found.number}.pdf"`)
        .type('application/pdf')
        .send(found.bytes);
    },
  );

  app.get(
    '/api/campaigns/:slug/donations',
    {
      schema: {
        tags,
        summary:
          "A public campaign's wall: its confirmed gifts newest first, each with the donor's name or 'Anonymous', the amount, the message and the dedication; never an email, phone, PAN or address",
        params: campaignParamsSchema,
        querystring: wallQuerySchema,
        response: { 200: wallResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const context = await findGiftRecipient({
        db: app.db,
        providers: app.payments,
        campaignSlug: request.params.slug,
        now: app.clock(),
      });
      const campaignId = context.campaign?.id ?? '';
      const data = await readWall(app.db, { campaignId }, request.query);
      reply.header('Cache-Control', LIVE_PUBLIC_CACHE_CONTROL);
      return { status: true as const, data };
    },
  );

  app.get(
    '/api/organizations/:slug/donations/wall',
    {
      schema: {
        tags,
        summary:
          "A public organization's wall: the confirmed gifts to it and every one of its campaigns, newest first, as the campaign wall shows them",
        params: z.object({ slug: organizationSlugSchema }),
        querystring: wallQuerySchema,
        response: { 200: wallResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const context = await findGiftRecipient({
        db: app.db,
        providers: app.payments,
        organizationSlug: request.params.slug,
        now: app.clock(),
      });
      const data = await readWall(
        app.db,
        { organizationId: context.organization.id },
        request.query,
      );
      reply.header('Cache-Control', LIVE_PUBLIC_CACHE_CONTROL);
      return { status: true as const, data };
    },
  );

  app.get(
    '/api/organizations/:slug/donations',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "The owner's list of an organization's gifts, newest first, filtered (days, campaign, status, once or monthly, the donor's name or email), with the totals of all the filters find. Anyone else's asking answers 404",
        params: z.object({ slug: organizationSlugSchema }),
        querystring: ownerDonationsQuerySchema,
        response: {
          200: ownerDonationsResponseSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await readOwnerDonations({
        db: app.db,
        ownerId: signedInUserId(request),
        slug: request.params.slug,
        query: request.query,
      });
      reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      return { status: true as const, data };
    },
  );

  app.get(
    '/api/organizations/:slug/donations/summary',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "(ours) The owner's dashboard figures of an organization: raised this month and in all, donors, the running monthly gifts' month, and what was raised each of the last 90 days (UTC). Anyone else's asking answers 404",
        params: z.object({ slug: organizationSlugSchema }),
        response: {
          200: givingSummaryResponseSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await readGivingSummary({
        db: app.db,
        ownerId: signedInUserId(request),
        slug: request.params.slug,
        now: app.clock(),
      });
      reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      return { status: true as const, data };
    },
  );

  app.post(
    '/api/organizations/:slug/statements',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "(ours) Emails each donor of a receipt year (India's financial year starting in it, elsewhere the calendar year) one statement of their gifts with the receipts attached, never twice for that year and donor. 409 when the year has no receipts or a receipt's PDF is still being made; anyone else's asking answers 404",
        params: z.object({ slug: organizationSlugSchema }),
        body: yearEndStatementsBodySchema,
        response: {
          200: yearEndStatementsResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) =>
      sendYearEndStatements({
        db: app.db,
        secret: app.config.authSecret,
        ownerId: signedInUserId(request),
        slug: request.params.slug,
        year: request.body.year,
        now: app.clock(),
      }),
  );

  app.get(
    '/api/receipts/verify',
    {
      schema: {
        tags,
        summary:
          'Whether a receipt number is one this product issued: its organization, date, amount and currency, valid or void; nothing about the donor. 404 unknown',
        querystring: receiptVerifyQuerySchema,
        response: { 200: receiptVerifyResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await verifyReceipt(app.db, { number: request.query.number });
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data };
    },
  );

  app.post(
    '/api/receipts/verify',
    {
      onRequest: app.limit([
        { name: 'receipt-verify:ip', max: 30, windowMs: 60_000, key: (request) => request.ip },
      ]),
      schema: {
        tags,
        summary:
          'Whether a PDF is exactly a receipt this product issued (its SHA-256 matches a receipt): the same answer as by number. Multipart, one PDF in `file`, at most 10 MB (413); not a PDF 415; 404 when none matches',
        consumes: ['multipart/form-data'],
        response: {
          200: receiptVerifyResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const bytes = await readPdfUpload(request, {
        fileRequired: GIVING_MESSAGES.receiptFileRequired,
        notPdf: GIVING_MESSAGES.receiptFileNotPdf,
        tooLarge: GIVING_MESSAGES.receiptFileTooLarge,
      });
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const data = await verifyReceipt(app.db, { sha256 });
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data };
    },
  );
}
