import type { IncomingHttpHeaders } from 'node:http';
import { errorEnvelopeSchema } from '@givecrowd/shared/api/envelope';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { z } from 'zod';
import { AppError } from '@/lib/errors.ts';
import type { App } from '@/lib/fastify-types.ts';

/**
 * One provider's webhook (docs/product/payment-providers.md#webhooks), registered in its own
 * plugin so the body stays the exact bytes the provider signed: JSON is read raw there only. 404
 * while the provider's webhook secret is not configured; `receive` verifies the signature and
 * applies the event, answering what to log.
 */
export function registerWebhookRoute(
  app: App,
  {
    path,
    summary,
    description,
    secret,
    receive,
  }: {
    path: string;
    summary: string;
    description: string;
    secret: () => string | undefined;
    receive: (input: {
      rawBody: Buffer;
      headers: IncomingHttpHeaders;
      secret: string;
    }) => Promise<Record<string, unknown>>;
  },
): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    path,
    {
      schema: {
        tags: ['payments'],
        summary,
        description,
        response: {
          200: z.object({ status: z.literal(true) }),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const configured = secret();
      if (!configured) throw new AppError('not_found', API_MESSAGES.noRoute('POST', path));
      const logged = await receive({
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        headers: request.headers,
        secret: configured,
      });
      request.log.info(logged, summary);
      return { status: true as const };
    },
  );
}

/** A header sent once, as text; a repeated one is not the provider's. */
export const headerText = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;
