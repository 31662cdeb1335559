import { z } from 'zod';
import type { App } from '@/lib/fastify-types.ts';
import { version } from '@/lib/version.ts';

export async function healthRoutes(app: App): Promise<void> {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Readiness: the database answers',
        response: {
          200: z.object({ status: z.literal(true), db: z.literal('up'), version: z.string() }),
          503: z.object({ status: z.literal(false), db: z.literal('down'), version: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      if (await app.database.ping()) return { status: true as const, db: 'up' as const, version };
      return reply.code(503).send({ status: false, db: 'down', version });
    },
  );

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness: the process runs and serves',
        response: { 200: z.object({ status: z.literal(true), version: z.string() }) },
      },
    },
    async () => ({ status: true as const, version }),
  );
}
