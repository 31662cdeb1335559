import fp from 'fastify-plugin';
import type { App } from '@/lib/fastify-types.ts';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker.ts';
import { createTwilioTransport, type SmsTransport } from './sms-transport.ts';
import { createSmtpTransport } from './transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outboxWorker: OutboxWorker;
  }
}

/** `sms` defaults to the transport the config names (Twilio when TWILIO_* is set). */
type MailOptions = { sms?: SmsTransport | undefined };

/** Starts the outbox worker once the app is ready and stops it (finishing a send) before the app closes. */
async function mailPlugin(app: App, options: MailOptions): Promise<void> {
  const { smtpUrl, mailFrom, twilio, outboxPollMs, outboxRetryBaseMs } = app.config;
  const email = smtpUrl ? createSmtpTransport({ url: smtpUrl, from: mailFrom }) : undefined;
  const sms = options.sms ?? (twilio ? createTwilioTransport(twilio) : undefined);
  const worker = createOutboxWorker({
    db: app.db,
    email,
    sms,
    pollMs: outboxPollMs,
    retryBaseMs: outboxRetryBaseMs,
    log: app.log,
    readFile: (key) => app.storage.get(key),
  });
  if (app.config.env === 'production') {
    // The dev outbox viewer is off in production, so nobody could read these messages.
    if (!email) app.log.warn('SMTP_URL is not set: email will wait in the outbox, unsent');
    if (!sms) app.log.warn('TWILIO_* is not set: text messages will wait in the outbox, unsent');
  }
  app.decorate('outboxWorker', worker);
  app.addHook('onReady', async () => worker.start());
  // preClose, not onClose: onClose hooks run in reverse order, after the database has closed.
  app.addHook('preClose', async () => {
    await worker.stop();
    email?.close();
  });
}

export const mail = fp(mailPlugin, { name: 'mail' });
