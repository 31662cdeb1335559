import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Stores = { redis: FastifyRateLimitStore; local: FastifyRateLimitStore };
type Outage = { isDown: boolean };

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
      if (!this.outage.isDown) {
        this.outage.isDown = true;
        this.log.warn({ err: error }, 'Redis unavailable: rate limits counted in this process');
      }
      this.stores.local.incr(key, callback, timeWindow, max);
    };
    if (this.client.status !== 'ready') return countHere();
    this.stores.redis.incr(
      key,
      (error, result) => {
        if (error) return countHere(error);
        if (this.outage.isDown) {
          this.outage.isDown = false;
          this.log.info('Redis is back: rate limits counted in Redis again');
        }
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
  log,
}: {
  client: Redis;
  nameSpace: string;
  log: FastifyBaseLogger;
}): FastifyRateLimitStoreCtor {
  const outage: Outage = { isDown: false };
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
