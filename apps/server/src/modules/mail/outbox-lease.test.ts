import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { countSends, createSlowRelay } from '@test/slow-relay.ts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@/db/schema.ts';
import { DeliveryFailure } from './delivery-failure.ts';
import { claimNextMessage, enqueueMessage } from './outbox-repository.ts';
import { createOutboxWorker, type OutboxWorkerOptions } from './outbox-worker.ts';
import type { SmsTransport } from './sms-transport.ts';

let app: TestApp;

beforeAll(async () => {
  // The app's own worker stays idle: each test runs workers of its own.
  app = await buildTestApp({ outboxPollMs: 60 * 60_000 });
});
afterAll(async () => {
  await app?.close();
});

const workerWith = (sms: SmsTransport, options: Partial<OutboxWorkerOptions> = {}) =>
  createOutboxWorker({
    db: app.db,
    email: undefined,
    sms,
    pollMs: 20,
    retryBaseMs: 1000,
    log: app.log,
    ...options,
  });

async function queueTexts(prefix: string, count: number): Promise<number[]> {
  const numbers = Array.from({ length: count }, (_, index) => `+1415555${prefix}${index}`);
  for (const to of numbers) {
    await enqueueMessage(app.db, { channel: 'sms', to, subject: '', text: 'Hello', html: null });
  }
  const rows = await app.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(inArray(outbox.to, numbers));
  return rows.map((row) => row.id);
}

describe('the outbox lease (docs/product/faults.md#many-nodes)', () => {
  it('sends each message once with two workers polling a relay slower than the lease', async () => {
    const leaseMs = 600;
    // Each send outlasts its lease: only its renewal keeps the other worker off it.
    const relay = createSlowRelay(leaseMs * 1.5);
    const ids = await queueTexts('10', 4);
    const workers = ['a', 'b'].map((name) => workerWith(relay.transportFor(name), { leaseMs }));
    for (const worker of workers) worker.start();

    await expect
      .poll(
        async () => {
          const rows = await app.db.select().from(outbox).where(inArray(outbox.id, ids));
          return rows.filter((row) => row.status === 'sent').length;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(ids.length);
    // Time enough for a lapsed lease to be taken again, had one lapsed.
    await new Promise((resolve) => setTimeout(resolve, leaseMs * 2));
    await Promise.all(workers.map((worker) => worker.stop()));

    expect([...countSends(relay).entries()].sort()).toEqual(ids.map((id) => [id, 1]).sort());
    expect(new Set(relay.sends.map((send) => send.by))).toEqual(new Set(['a', 'b']));
  });

  it('claims one message at a time, leasing no other', async () => {
    const ids = await queueTexts('30', 3);
    const leaseUntil = new Date(Date.now() + 60_000);
    const claimed = await claimNextMessage(app.db, { dueBy: new Date(), leaseUntil });

    const leased = await app.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.nextAttemptAt, leaseUntil));
    expect(claimed?.id).toBe(Math.min(...ids));
    expect(leased).toEqual([{ id: claimed?.id }]);
    // Out of the way of the next test's worker.
    await app.db.delete(outbox).where(inArray(outbox.id, ids));
  });

  it('writes nothing for a message whose lease another worker took during the send', async () => {
    const [id] = await queueTexts('20', 1);
    const takenUntil = new Date(Date.now() + 60 * 60_000);
    const worker = workerWith({
      async send(message) {
        // Another node claimed the row meanwhile (this worker stalled past its lease).
        await app.db
          .update(outbox)
          .set({ nextAttemptAt: takenUntil })
          .where(eq(outbox.id, message.id));
        throw new DeliveryFailure('relay timed out', false);
      },
    });
    expect(await worker.runOnce()).toBe(1);

    const [row] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, id ?? 0));
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 0,
      lastError: null,
      nextAttemptAt: takenUntil,
    });
  });
});
