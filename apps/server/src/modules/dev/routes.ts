import { listEnvelope } from '@givecrowd/shared/api/envelope';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { z } from 'zod';
import type { App } from '@/lib/fastify-types.ts';
import { listMessages } from '@/modules/mail/index.ts';
import { listAnalyticsEvents } from './analytics-repository.ts';
import { renderOutboxPage } from './outbox-page.ts';

const LIMIT = 200;

const outboxItemSchema = z.object({
  to: z.string(),
  channel: z.enum(['email', 'sms']),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  code: z.string().optional(),
  link: z.string().optional(),
  /** The files an email carries (the signed agreement), by name and type; absent when none. */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })).optional(),
  status: z.enum(['pending', 'sent', 'held', 'failed']),
  /** Why the last attempt failed: the provider's reason. */
  last_error: z.string().nullable(),
  created_at: z.string(),
});

const analyticsItemSchema = z.object({
  name: z.string(),
  props: z.record(z.string(), z.unknown()),
  user_id: z.string().nullable(),
  created_at: z.string(),
});

const toQuery = z.object({ to: z.string().trim().min(1).max(320).optional() });

/**
 * Development and test only (docs/product/http-contract.md#development-only): what email and SMS would
 * carry, and recorded analytics. Only this machine is answered (devRoutesThisMachineOnly,
 * docs/product/start-modes.md#development-routes).
 */
export async function devRoutes(app: App): Promise<void> {
  if (app.config.env === 'production') {
    // The SPA fallback would answer this page with 200; in production it must not exist.
    app.get('/dev/outbox', { schema: { hide: true } }, (_request, reply) =>
      reply.code(404).send({ status: false, message: API_MESSAGES.noRoute('GET', '/dev/outbox') }),
    );
    return;
  }

  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages in the outbox, newest first (not in production)',
        querystring: toQuery,
        response: { 200: listEnvelope(outboxItemSchema) },
      },
    },
    async (request) => {
      const rows = await listMessages(app.db, { to: request.query.to, limit: LIMIT });
      return {
        status: true as const,
        data: rows.map((row) => ({
          to: row.to,
          channel: row.channel,
          subject: row.subject,
          text: row.text,
          html: row.html,
          ...(row.code ? { code: row.code } : {}),
          ...(row.link ? { link: row.link } : {}),
          ...(row.attachments.length
            ? {
                attachments: row.attachments.map(({ filename, contentType }) => ({
                  filename,
                  content_type: contentType,
                })),
              }
            : {}),
          status: row.status,
          last_error: row.lastError,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/api/dev/analytics',
    {
      schema: {
        tags: ['development'],
        summary: 'Recorded analytics events, newest first (not in production)',
        querystring: z.object({ name: z.string().trim().min(1).max(200).optional() }),
        response: { 200: listEnvelope(analyticsItemSchema) },
      },
    },
    async (request) => {
      const rows = await listAnalyticsEvents(app.db, { name: request.query.name, limit: LIMIT });
      return {
        status: true as const,
        data: rows.map((row) => ({
          name: row.name,
          props: row.props,
          user_id: row.userId,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/dev/outbox',
    { schema: { hide: true, querystring: toQuery } },
    async (request, reply) => {
      const rows = await listMessages(app.db, { to: request.query.to, limit: LIMIT });
      return reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderOutboxPage({ rows, to: request.query.to }));
    },
  );
}
