import { availableParallelism } from 'node:os';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import pLimit from 'p-limit';
import { AppError } from '@/lib/errors.ts';

/** How long a refused sign-in is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 2;

/**
 * Runs CPU-heavy password work with at most `concurrency` at once and at most `queueMax` waiting;
 * work beyond that is refused with 429 and Retry-After at once, instead of queueing until every
 * caller has timed out (docs/product/faults.md#load-shedding).
 */
export function limitPasswordWork({
  concurrency,
  queueMax,
}: {
  concurrency: number;
  queueMax: number;
}) {
  const limit = pLimit(concurrency);
  return <T>(work: () => Promise<T>): Promise<T> => {
    if (limit.pendingCount >= queueMax) {
      return Promise.reject(
        new AppError('rate_limited', API_MESSAGES.rateLimited, {
          retryAfterSeconds: RETRY_AFTER_SECONDS,
        }),
      );
    }
    return limit(work);
  };
}

/**
 * The process's password work: one scrypt per core but one (the event loop keeps a core for
 * everything else), and 64 waiting — about three seconds of sign-ins on a two-core machine.
 */
export const runPasswordWork = limitPasswordWork({
  concurrency: Math.max(1, availableParallelism() - 1),
  queueMax: 64,
});
