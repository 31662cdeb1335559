import { OTP_TTL_MINUTES } from '@givecrowd/shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client.ts';
import { isDatabaseUnavailable } from '@/lib/database-unavailable.ts';
import { DeliveryFailure } from './delivery-failure.ts';
import {
  claimDueMessages,
  markFailed,
  markFailedForGood,
  markHeld,
  markSent,
  type OutboxRow,
} from './outbox-repository.ts';
import type { SmsTransport } from './sms-transport.ts';
import type { MailFile, MailTransport } from './transport.ts';

const BATCH_SIZE = 20;
const LEASE_MS = 5 * 60_000;
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
};

export type OutboxWorker = {
  start: () => void;
  stop: () => Promise<void>;
  /** Sends every due message once; returns how many were handled. */
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
  const { db, pollMs, retryBaseMs, log, readFile } = options;
  const transports = { email: options.email, sms: options.sms };
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let isPaused = false;

  async function deliver(message: OutboxRow): Promise<void> {
    const transport = transports[message.channel];
    if (!transport) {
      await markHeld(db, { id: message.id });
      return;
    }
    if (message.code && now().getTime() - message.createdAt.getTime() > OTP_TTL_MINUTES * 60_000) {
      // Texting a dead code helps nobody; the person asks for a new one.
      log.warn(
        { outboxId: message.id },
        'outbox message dropped: its code expired before delivery',
      );
      await markFailedForGood(db, {
        id: message.id,
        attempts: message.attempts,
        error: 'The code expired before the message could be delivered.',
      });
      return;
    }
    try {
      if (message.channel === 'email' && options.email) {
        await options.email.send(message, await readAttachments(message, readFile));
      } else {
        await transport.send(message);
      }
      await markSent(db, { id: message.id, now: now() });
    } catch (error) {
      const attempts = message.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof DeliveryFailure && error.permanent) {
        log.warn({ outboxId: message.id, attempts, reason }, 'outbox delivery refused for good');
        await markFailedForGood(db, { id: message.id, attempts, error: reason });
        return;
      }
      const delay = backoffDelayMs(attempts, retryBaseMs);
      log.warn({ outboxId: message.id, attempts, reason }, 'outbox delivery failed; will retry');
      await markFailed(db, {
        id: message.id,
        attempts,
        error: reason,
        nextAttemptAt: new Date(now().getTime() + delay),
      });
    }
  }

  async function runOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const at = now();
      const batch = await claimDueMessages(db, {
        now: at,
        leaseUntil: new Date(at.getTime() + LEASE_MS),
        limit: BATCH_SIZE,
      });
      for (const message of batch) await deliver(message);
      handled += batch.length;
      if (batch.length < BATCH_SIZE || stopped) return handled;
    }
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
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    runOnce,
  };
}
