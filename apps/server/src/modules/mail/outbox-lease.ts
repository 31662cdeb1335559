import type { FastifyBaseLogger } from 'fastify';
import type { DbExecutor } from '@/db/executor.ts';
import { type OutboxRow, renewLease } from './outbox-repository.ts';

export type Lease = {
  /** When the lease ends as it stands: the row's next attempt while this worker holds it. */
  heldUntil: () => Date;
  /** Stops renewing, after any renewal under way; answers the lease as it ended. */
  release: () => Promise<Date>;
};

/**
 * Keeps the lease of one claimed message while it is sent, renewing it every third of its length,
 * so a slow relay never lets it lapse and another node send the message again
 * (docs/product/faults.md#many-nodes). A renewal that finds the lease gone (this process stalled
 * past it and another node took the message) stops renewing; the worker's writes then change
 * nothing, as they require the lease.
 */
export function keepLease({
  db,
  message,
  leaseMs,
  now,
  log,
}: {
  db: DbExecutor;
  message: OutboxRow;
  leaseMs: number;
  now: () => Date;
  log: FastifyBaseLogger;
}): Lease {
  let heldUntil = message.nextAttemptAt;
  let renewing: Promise<void> = Promise.resolve();

  async function renew(): Promise<void> {
    const leaseUntil = new Date(now().getTime() + leaseMs);
    try {
      if (await renewLease(db, { id: message.id, heldUntil, leaseUntil })) {
        heldUntil = leaseUntil;
        return;
      }
      clearInterval(timer);
      log.warn({ outboxId: message.id }, 'outbox lease lost while sending');
    } catch (error) {
      // The next renewal, a third of a lease later, tries again before the lease ends.
      log.warn({ err: error, outboxId: message.id }, 'outbox lease not renewed');
    }
  }

  const timer = setInterval(() => {
    renewing = renewing.then(renew);
  }, leaseMs / 3);
  timer.unref();

  return {
    heldUntil: () => heldUntil,
    async release() {
      clearInterval(timer);
      await renewing;
      return heldUntil;
    },
  };
}
