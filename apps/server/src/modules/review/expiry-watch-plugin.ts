import fp from 'fastify-plugin';
import type { App } from '@/lib/fastify-types.ts';
import { createExpiryWatch, type ExpiryWatch } from './expiry-watch.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The daily expiry watch; `runOnce` looks now (tests call it). */
    expiryWatch: ExpiryWatch;
  }
}

/** Starts the expiry watch once the app is ready (it looks at once) and stops it before it closes. */
async function expiryWatchPlugin(app: App): Promise<void> {
  const watch = createExpiryWatch({
    db: app.db,
    now: app.clock,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  app.decorate('expiryWatch', watch);
  app.addHook('onReady', async () => watch.start());
  // preClose, not onClose: onClose hooks run in reverse order, after the database has closed.
  app.addHook('preClose', async () => watch.stop());
}

export const expiryWatch = fp(expiryWatchPlugin, { name: 'expiry-watch' });
