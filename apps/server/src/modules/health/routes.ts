import { z } from 'zod';
import type { App } from '@/lib/fastify-types.ts';
import { version } from '@/lib/version.ts';

export async function healthRoutes(app: App): Promise<void> {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database status',
        response: {
          200: z.object({ status: z.boolean(), db: z.enum(['up', 'down']), version: z.string() }),
        },
      },
    },
    async () => {
      const isUp = await app.database.ping();
      return { status: isUp, db: isUp ? ('up' as const) : ('down' as const), version };
    },
  );
}
