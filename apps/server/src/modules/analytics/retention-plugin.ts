import fp from 'fastify-plugin';
import type { App } from '@/lib/fastify-types.ts';
import { type AnalyticsRetention, createAnalyticsRetention } from './retention.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hourly deletion of expired analytics events; `runOnce` deletes now (tests call it). */
    analyticsRetention: AnalyticsRetention;
  }
}

/** Starts the analytics retention once the app is ready and stops it before it closes. */
async function analyticsRetentionPlugin(app: App): Promise<void> {
  const retention = createAnalyticsRetention({
    db: app.db,
    now: app.clock,
    retentionDays: app.config.analyticsRetentionDays,
    log: app.log,
  });
  app.decorate('analyticsRetention', retention);
  app.addHook('onReady', async () => retention.start());
  // preClose, not onClose: onClose hooks run in reverse order, after the database has closed.
  app.addHook('preClose', async () => retention.stop());
}

export const analyticsRetention = fp(analyticsRetentionPlugin, { name: 'analytics-retention' });
