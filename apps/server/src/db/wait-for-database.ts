import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '@/lib/database-unavailable.ts';
import type { DatabaseHandle } from './client.ts';

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 15_000;

/**
 * Migrates the database, retrying with backoff while it cannot be reached, so a node started
 * before its database waits for it instead of crash-looping (docs/product/faults.md). Says so
 * in one log line; any other error (a broken migration) is thrown at once.
 */
export async function waitForDatabase(
  database: Pick<DatabaseHandle, 'migrate'>,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  let delay = FIRST_DELAY_MS;
  let waited = false;
  for (;;) {
    try {
      await database.migrate();
      if (waited) log.info('database reachable; starting');
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      if (!waited) {
        log.warn({ err: error }, 'database unavailable at start-up; retrying with backoff');
        waited = true;
      }
      await sleep(delay);
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  }
}
