import fp from 'fastify-plugin';
import type { App } from '@/lib/fastify-types.ts';
import { createReceiptWorker, type ReceiptWorker } from './receipts/receipt-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes the receipts' PDFs and emails (docs/product/donations.md#receipts); tests call `runOnce`. */
    receiptWorker: ReceiptWorker;
  }
}

/** Starts the receipt worker once the app is ready and stops it before it closes. */
async function receiptWorkerPlugin(app: App): Promise<void> {
  const worker = createReceiptWorker({
    db: app.db,
    storage: app.storage,
    log: app.log,
    secret: app.config.authSecret,
    publicUrl: app.config.publicUrl,
    now: () => app.clock(),
  });
  app.decorate('receiptWorker', worker);
  app.addHook('onReady', async () => worker.start());
  // preClose, not onClose: onClose hooks run in reverse order, after the database has closed.
  app.addHook('preClose', async () => worker.stop());
}

export const receiptWorker = fp(receiptWorkerPlugin, { name: 'receipt-worker' });
