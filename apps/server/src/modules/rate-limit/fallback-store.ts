import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Stores = { redis: FastifyRateLimitStore; local: FastifyRateLimitStore };

/** Whether Redis is away, shared by the app's stores and counters: each switch is logged once. */
export type Outage = { isDown: boolean };

export function noteRedisDown(outage: Outage, log: FastifyBaseLogger, error?: unknown): void {
  if (outage.isDown) return;
  outage.isDown = true;
  log.warn({ err: error }, 'Redis unavailable: rate limits counted in this process');
}

/**
 * Redis is back only while its client is connected: a reply that was on its way when the
 * connection dropped says nothing of now, and taking it for a return would log the outage twice.
 */
export function noteRedisUp(
  outage: Outage,
  log: FastifyBaseLogger,
  client: Pick<Redis, 'status'>,
): void {
  if (!outage.isDown || client.status !== 'ready') return;
  outage.isDown = false;
  log.info('Redis is back: rate limits counted in Redis again');
}

/**
 * Counts in Redis while it answers and in this process while it does not, so losing Redis never
 * fails a request (docs/product/faults.md). The switch is logged once each way.
 */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly stores: Stores,
    private readonly client: Redis,
    private readonly outage: Outage,
    private readonly log: FastifyBaseLogger,
  ) {}

  incr: FastifyRateLimitStore['incr'] = (key, callback, timeWindow, max) => {
    const countHere = (error?: unknown) => {
      noteRedisDown(this.outage, this.log, error);
      this.stores.local.incr(key, callback, timeWindow, max);
    };
    if (this.client.status !== 'ready') return countHere();
    this.stores.redis.incr(
      key,
      (error, result) => {
        if (error) return countHere(error);
        noteRedisUp(this.outage, this.log, this.client);
        callback(null, result);
      },
      timeWindow,
      max,
    );
  };

  child: FastifyRateLimitStore['child'] = (routeOptions) =>
    new FallbackStore(
      {
        redis: this.stores.redis.child(routeOptions),
        local: this.stores.local.child(routeOptions),
      },
      this.client,
      this.outage,
      this.log,
    );
}

/** The store class @fastify/rate-limit builds from its options (`store`). */
export function fallbackStore({
  client,
  nameSpace,
  outage,
  log,
}: {
  client: Redis;
  nameSpace: string;
  outage: Outage;
  log: FastifyBaseLogger;
}): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor({ continueExceeding = false, exponentialBackoff = false }) {
      super(
        {
          redis: new RedisStore(continueExceeding, exponentialBackoff, client, nameSpace),
          local: new LocalStore(continueExceeding, exponentialBackoff),
        },
        client,
        outage,
        log,
      );
    }
  };
}
