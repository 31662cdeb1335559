import { analyticsEventRequestSchema } from '@givecrowd/shared/analytics/analytics-api';
import { z } from 'zod';
import type { App } from '@/lib/fastify-types.ts';
import { optionalUser } from '@/modules/auth/index.ts';
import { insertAnalyticsEvent } from './repository.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Generous for a person clicking, small enough that one IP cannot flood the table. */
const EVENTS_PER_IP_PER_MINUTE = 120;

export async function analyticsRoutes(app: App): Promise<void> {
  app.post(
    '/api/analytics/events',
    {
      // A burst per minute, and a day's worth (docs/product/analytics.md#limits): at the minute's
      // limit all day, one address would otherwise store about 690 MB of events a day.
      onRequest: app.limit([
        {
          name: 'analytics-events:ip',
          max: EVENTS_PER_IP_PER_MINUTE,
          windowMs: MINUTE_MS,
          key: (request) => request.ip,
        },
        {
          name: 'analytics-events:ip-day',
          max: app.config.analyticsEventsPerIpPerDay,
          windowMs: DAY_MS,
          key: (request) => request.ip,
        },
      ]),
      preHandler: optionalUser(app),
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['analytics'],
        summary: 'Record a first-party analytics event (with the user when a valid token is sent)',
        body: analyticsEventRequestSchema,
        response: { 202: z.object({ status: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await insertAnalyticsEvent(app.db, {
        name: request.body.name,
        props: request.body.props ?? {},
        userId: request.user?.id ?? null,
      });
      return reply.code(202).send({ status: true as const });
    },
  );
}
