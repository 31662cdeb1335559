import { availableParallelism } from 'node:os';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import pLimit from 'p-limit';
import { AppError } from '@/lib/errors.ts';

/** How long a refused sign-in is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 2;

/**
 * What one piece of password work is taken to cost until one has been measured: scrypt with
 * N = 16384 on a quiet core (docs/product/faults.md#load-shedding).
 */
const ASSUMED_MS = 50;

/** How much each new measurement moves the average duration (an exponential moving average). */
const SMOOTHING = 0.2;

/**
 * Runs CPU-heavy password work with at most `concurrency` at once. Work that would wait longer than
 * `maxWaitMs` (the queue's length times how long recent work took) is refused with 429 and
 * Retry-After at once, instead of queueing until every caller has timed out: on a busy machine one
 * hash takes several times longer, so a count alone would not bound the wait
 * (docs/product/faults.md#load-shedding). Until a piece has finished, each is taken to cost
 * `assumedMs`, so the first burst after a start is bounded too.
 */
export function limitPasswordWork({
  concurrency,
  maxWaitMs,
  assumedMs = ASSUMED_MS,
  now = () => performance.now(),
}: {
  concurrency: number;
  maxWaitMs: number;
  assumedMs?: number;
  now?: () => number;
}) {
  const limit = pLimit(concurrency);
  let averageMs: number | undefined;
  const measured = async <T>(work: () => Promise<T>): Promise<T> => {
    const started = now();
    try {
      return await work();
    } finally {
      const took = now() - started;
      averageMs = averageMs === undefined ? took : averageMs + SMOOTHING * (took - averageMs);
    }
  };
  return <T>(work: () => Promise<T>): Promise<T> => {
    const expectedWaitMs =
      ((limit.pendingCount + limit.activeCount) * (averageMs ?? assumedMs)) / concurrency;
    if (limit.activeCount >= concurrency && expectedWaitMs > maxWaitMs) {
      return Promise.reject(
        new AppError('rate_limited', API_MESSAGES.rateLimited, {
          retryAfterSeconds: RETRY_AFTER_SECONDS,
        }),
      );
    }
    return limit(() => measured(work));
  };
}

/**
 * The process's password work: one scrypt per core but one (the event loop keeps a core for
 * everything else), and no more waiting than about two seconds of it.
 */
export const runPasswordWork = limitPasswordWork({
  concurrency: Math.max(1, availableParallelism() - 1),
  maxWaitMs: 2000,
});
