import fp from 'fastify-plugin';
import type { App } from '../../lib/fastify-types.ts';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker.ts';
import { createSmtpTransport } from './transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outboxWorker: OutboxWorker;
  }
}

/** Starts the outbox worker once the app is ready and stops it (finishing a send) before the app closes. */
async function mailPlugin(app: App): Promise<void> {
  const { smtpUrl, mailFrom, outboxPollMs, outboxRetryBaseMs } = app.config;
  const email = smtpUrl ? createSmtpTransport({ url: smtpUrl, from: mailFrom }) : undefined;
  const worker = createOutboxWorker({
    db: app.db,
    email,
    pollMs: outboxPollMs,
    retryBaseMs: outboxRetryBaseMs,
    log: app.log,
  });
  app.decorate('outboxWorker', worker);
  app.addHook('onReady', async () => worker.start());
  // preClose, not onClose: onClose hooks run in reverse order, after the database has closed.
  app.addHook('preClose', async () => {
    await worker.stop();
    email?.close();
  });
}

export const mail = fp(mailPlugin, { name: 'mail' });
