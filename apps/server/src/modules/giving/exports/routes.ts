import { constants } from 'node:zlib';
import { errorEnvelopeSchema } from '@givecrowd/shared/api/envelope';
import {
  donationsExportQuerySchema,
  form10bdQuerySchema,
  giftAidQuerySchema,
} from '@givecrowd/shared/giving/giving-exports-api';
import { organizationSlugSchema } from '@givecrowd/shared/organization/slug';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { PRIVATE_CACHE_CONTROL } from '@/lib/cache-control.ts';
import { type CsvExport, csvStream } from '@/lib/csv.ts';
import type { App } from '@/lib/fastify-types.ts';
import { signedInUserId } from '@/modules/auth/index.ts';
import { exportDonationsCsv } from './donations-csv.ts';
import { exportForm10bd } from './form-10bd.ts';
import { exportGiftAidSchedule } from './gift-aid-schedule.ts';

const tags = ['giving'];
const params = z.object({ slug: organizationSlugSchema });
const refusals = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * An export's compression: the fastest levels. 200,000 gifts' CSV (56 MB) took 1.4 s of CPU to
 * gzip at the default level 6, 0.8 s at level 1 (15% larger) and 0.36 s in Brotli at quality 1,
 * which browsers take first (8% larger than gzip's 6) (docs/product/donations.md#exports).
 */
const compress = {
  zlibOptions: { level: 1 },
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
};

/**
 * Sends an export as a CSV download, streamed: the rows are read from the database batch by
 * batch as the client takes them. Every refusal happened before, as an error envelope.
 */
function sendCsv<Row>(
  reply: FastifyReply,
  { filename, csv }: { filename: string; csv: CsvExport<Row> },
) {
  return reply
    .header('Cache-Control', PRIVATE_CACHE_CONTROL)
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .type('text/csv; charset=utf-8')
    .send(csvStream(csv));
}

/**
 * The owner's exports of an organization's gifts (docs/product/donations.md#exports): the gifts'
 * CSV, India's Form 10BD and the UK's Gift Aid schedule. Anyone but the owner finds no
 * organization (404).
 */
export async function exportRoutes(app: App): Promise<void> {
  app.get(
    '/api/organizations/:slug/donations.csv',
    {
      compress,
      preHandler: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "The owner's gifts of an organization as a CSV download (text/csv), one row a gift, newest first, with the list's filters; streamed. Anyone else's asking answers 404",
        params,
        querystring: donationsExportQuerySchema,
        response: refusals,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        await exportDonationsCsv({
          db: app.db,
          ownerId: signedInUserId(request),
          slug: request.params.slug,
          query: request.query,
          today: app.clock().toISOString().slice(0, 10),
        }),
      ),
  );

  app.get(
    '/api/organizations/:slug/form-10bd',
    {
      compress,
      preHandler: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "India: the Form 10BD statement of a financial year (`fy=2026-27`) as the income-tax portal's CSV template, one row per donor and kind of gift; streamed. 409 for an organization outside India or without its 80G URN, and for a year the portal would reject (every gift to correct in `errors`)",
        params,
        querystring: form10bdQuerySchema,
        response: refusals,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        await exportForm10bd({
          db: app.db,
          ownerId: signedInUserId(request),
          slug: request.params.slug,
          query: request.query,
        }),
      ),
  );

  app.get(
    '/api/organizations/:slug/gift-aid',
    {
      compress,
      preHandler: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "UK: HMRC's Gift Aid schedule as CSV, one row a charge with the donor's declaration, paid and not refunded, received on the days `from`..`to` (UK time), fees the donor covered left out; streamed. 409 for an organization outside the UK",
        params,
        querystring: giftAidQuerySchema,
        response: refusals,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        await exportGiftAidSchedule({
          db: app.db,
          ownerId: signedInUserId(request),
          slug: request.params.slug,
          query: request.query,
        }),
      ),
  );
}
