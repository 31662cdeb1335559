import { OTP_TTL_MINUTES } from '@givecrowd/shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client.ts';
import { isDatabaseUnavailable } from '@/lib/database-unavailable.ts';
import { DeliveryFailure } from './delivery-failure.ts';
import { keepLease } from './outbox-lease.ts';
import {
  claimNextMessage,
  markFailed,
  markFailedForGood,
  markHeld,
  markSent,
  type OutboxRow,
} from './outbox-repository.ts';
import type { SmsTransport } from './sms-transport.ts';
import type { MailFile, MailTransport } from './transport.ts';

/**
 * How long a claimed message is this worker's alone; renewed while it sends
 * (docs/product/faults.md#many-nodes).
 */
const LEASE_MS = 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

export type OutboxWorkerOptions = {
  db: Database;
  /** A channel without a transport keeps its messages in the outbox, marked held (dev viewer). */
  email: MailTransport | undefined;
  sms: SmsTransport | undefined;
  pollMs: number;
  retryBaseMs: number;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Reads an attachment's bytes from storage at send time; null when the file is gone. */
  readFile?: (key: string) => Promise<Buffer | null>;
  /** A message's lease (LEASE_MS unless a test shortens it). */
  leaseMs?: number;
};

export type OutboxWorker = {
  start: () => void;
  stop: () => Promise<void>;
  /** Sends every message due when it starts, once each; returns how many were handled. */
  runOnce: () => Promise<number>;
};

/** Delay before retry number `attempts` (1-based): base, 2×base, 4×base … capped at one hour. */
export function backoffDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/** An attachment whose file is gone will not come back: the message is refused for good. */
async function readAttachments(
  message: OutboxRow,
  readFile: OutboxWorkerOptions['readFile'],
): Promise<MailFile[]> {
  const files: MailFile[] = [];
  for (const { key, filename, contentType } of message.attachments) {
    const content = readFile ? await readFile(key) : null;
    if (!content) throw new DeliveryFailure(`The attachment ${filename} is missing.`, true);
    files.push({ filename, contentType, content });
  }
  return files;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, pollMs, retryBaseMs, log, readFile, leaseMs = LEASE_MS } = options;
  const transports = { email: options.email, sms: options.sms };
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  /** Set by stop(): the run under way ends after its current send. */
  let halted = false;
  let isPaused = false;

  /**
   * Tries one claimed message. The lease is kept while it sends; the outcome is written under it
   * (a worker that lost it changes nothing), and a send is marked sent right after it.
   */
  async function deliver(message: OutboxRow): Promise<void> {
    const transport = transports[message.channel];
    // Just claimed: the lease ends where the claim put the next attempt.
    const claimed = { id: message.id, heldUntil: message.nextAttemptAt };
    if (!transport) {
      await markHeld(db, claimed);
      return;
    }
    if (message.code && now().getTime() - message.createdAt.getTime() > OTP_TTL_MINUTES * 60_000) {
      // Texting a dead code helps nobody; the person asks for a new one.
      log.warn(
        { outboxId: message.id },
        'outbox message dropped: its code expired before delivery',
      );
      await markFailedForGood(db, {
        ...claimed,
        attempts: message.attempts,
        error: 'The code expired before the message could be delivered.',
      });
      return;
    }
    const lease = keepLease({ db, message, leaseMs, now, log });
    try {
      if (message.channel === 'email' && options.email) {
        await options.email.send(message, await readAttachments(message, readFile));
      } else {
        await transport.send(message);
      }
    } catch (error) {
      await recordFailure(message, error, await lease.release());
      return;
    }
    await lease.release();
    await markSent(db, { id: message.id, now: now() });
  }

  async function recordFailure(message: OutboxRow, error: unknown, heldUntil: Date): Promise<void> {
    const attempts = message.attempts + 1;
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof DeliveryFailure && error.permanent) {
      log.warn({ outboxId: message.id, attempts, reason }, 'outbox delivery refused for good');
      await markFailedForGood(db, { id: message.id, heldUntil, attempts, error: reason });
      return;
    }
    const delay = backoffDelayMs(attempts, retryBaseMs);
    log.warn({ outboxId: message.id, attempts, reason }, 'outbox delivery failed; will retry');
    await markFailed(db, {
      id: message.id,
      heldUntil,
      attempts,
      error: reason,
      nextAttemptAt: new Date(now().getTime() + delay),
    });
  }

  /**
   * Claims and sends one message at a time, each under its own lease, until none due when the run
   * began is left (a retry scheduled meanwhile waits for the next poll) or stop() is called.
   */
  async function runOnce(): Promise<number> {
    const dueBy = now();
    let handled = 0;
    while (!halted) {
      const message = await claimNextMessage(db, {
        dueBy,
        leaseUntil: new Date(now().getTime() + leaseMs),
      });
      if (!message) break;
      await deliver(message);
      handled += 1;
    }
    return handled;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .then(() => {
          if (!isPaused) return;
          isPaused = false;
          log.info('outbox resumed: the database answers again');
        })
        .catch((error: unknown) => {
          if (!isDatabaseUnavailable(error)) return log.error({ err: error }, 'outbox poll failed');
          // Polling goes on quietly; the first poll that reaches the database resumes the work.
          if (isPaused) return;
          isPaused = true;
          log.warn({ err: error }, 'outbox paused: the database is unavailable');
        })
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      halted = false;
      schedule();
    },
    async stop() {
      stopped = true;
      halted = true;
      clearTimeout(timer);
      await running;
    },
    runOnce,
  };
}
