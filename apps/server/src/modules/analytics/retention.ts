import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client.ts';
import { isDatabaseUnavailable } from '@/lib/database-unavailable.ts';
import { deleteEventsBefore, findOldestEventTime } from './repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Events deleted per statement: short statements, so recording events never waits long. */
const BATCH_SIZE = 5000;

export type AnalyticsRetentionOptions = {
  db: Database;
  now: () => Date;
  /** ANALYTICS_RETENTION_DAYS: events older than this many days are deleted. */
  retentionDays: number;
  log: FastifyBaseLogger;
};

export type AnalyticsRetention = {
  start: () => void;
  stop: () => Promise<void>;
  /** Deletes what has expired now, after any run under way; answers how many events it deleted. */
  runOnce: () => Promise<number>;
};

/**
 * The analytics retention (docs/product/analytics.md#retention): in this process, like the expiry
 * watch, it deletes the events older than the retention at start and then every hour, a batch at
 * a time. Every node runs it; each batch skips the rows another node holds, so nodes share the
 * work and none waits on another.
 */
export function createAnalyticsRetention({
  db,
  now,
  retentionDays,
  log,
}: AnalyticsRetentionOptions): AnalyticsRetention {
  let timer: NodeJS.Timeout | undefined;
  let last: Promise<unknown> = Promise.resolve();
  let stopped = true;

  async function deleteExpired(): Promise<number> {
    const before = new Date(now().getTime() - retentionDays * DAY_MS);
    // Nothing has expired: answered from the first entry of the primary key, with no scan.
    const oldest = await findOldestEventTime(db);
    if (!oldest || oldest >= before) return 0;
    let deleted = 0;
    for (;;) {
      const batch = await deleteEventsBefore(db, { before, limit: BATCH_SIZE });
      deleted += batch;
      if (batch < BATCH_SIZE) return deleted;
    }
  }

  function runOnce(): Promise<number> {
    const run = last.then(deleteExpired);
    last = run.catch(() => undefined);
    return run;
  }

  function deleteAndSchedule(): void {
    if (stopped) return;
    runOnce()
      .then((deleted) => {
        if (deleted > 0) log.info({ deleted }, 'expired analytics events deleted');
      })
      .catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) {
          log.warn({ err: error }, 'analytics retention skipped: the database is unavailable');
        } else {
          log.error({ err: error }, 'analytics retention failed');
        }
      })
      .then(() => {
        if (stopped) return;
        timer = setTimeout(deleteAndSchedule, HOUR_MS);
        timer.unref();
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      deleteAndSchedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await last;
    },
    runOnce,
  };
}
