import fastifyRateLimit from '@fastify/rate-limit';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '@/lib/errors.ts';
import type { App } from '@/lib/fastify-types.ts';
import { fallbackStore, type Outage } from './fallback-store.ts';
import { createWindowCounter, type WindowCounter } from './window-counter.ts';

export type LimitRule = {
  /** Names the counter, so two rules on one request never share a key. */
  name: string;
  max: number;
  windowMs: number;
  /** The thing counted (an IP, an email, a user); null skips the rule for this request. */
  key: (request: FastifyRequest) => string | null;
  /** What the 429 says; the general rate-limited message unless a quota says more. */
  message?: string;
};

/** A rule counting the signed-in person; a request without one skips it. */
export const perUser = (
  name: string,
  max: number,
  windowMs: number,
  message?: string,
): LimitRule => ({
  name,
  max,
  windowMs,
  key: (request) => request.user?.id ?? null,
  ...(message === undefined ? {} : { message }),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler enforcing every rule; 429 with Retry-After when one is exceeded. */
    limit: (rules: LimitRule[]) => (request: FastifyRequest) => Promise<void>;
    /** A counter of chosen events per key (wrong passwords), kept where the limits are kept. */
    windowCounter: (options: { name: string; windowMs: number }) => WindowCounter;
  }
}

const CONNECT_TIMEOUT_MS = 2000;

/** Resolves once the client is connected, or after `timeoutMs` if it cannot be. */
function firstConnection(client: Pick<Redis, 'status' | 'once' | 'off'>, timeoutMs: number) {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    client.once('ready', done);
  });
}

/**
 * @fastify/rate-limit counters: in process by default, in Redis when REDIS_URL is set so that
 * every API node shares them, falling back to this process while Redis is away. Limits are
 * applied per route through `app.limit`.
 */
async function rateLimitPlugin(app: App): Promise<void> {
  // ioredis is loaded only when Redis is configured.
  const redis = app.config.redisUrl
    ? new (await import('ioredis')).Redis(app.config.redisUrl, {
        connectTimeout: CONNECT_TIMEOUT_MS,
        commandTimeout: 1000,
        maxRetriesPerRequest: 1,
        // While Redis is away a command fails at once and the count moves into this process.
        enableOfflineQueue: false,
      })
    : undefined;
  // ioredis reports every failed reconnection here; the store logs the outage once instead.
  redis?.on('error', () => {});
  const outage: Outage = { isDown: false };
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis
      ? {
          store: fallbackStore({ client: redis, nameSpace: 'givecrowd-rl:', outage, log: app.log }),
        }
      : {}),
  });
  if (redis) {
    // Counting starts in Redis: the node waits for its first connection (at most the connect
    // timeout) rather than count its first requests here and log an outage that was a start.
    app.addHook('onReady', () => firstConnection(redis, CONNECT_TIMEOUT_MS));
    app.addHook('onClose', async () => void redis.disconnect());
  }

  app.decorate('windowCounter', ({ name, windowMs }: { name: string; windowMs: number }) =>
    createWindowCounter({
      name,
      windowMs,
      redis: redis && { client: redis, outage },
      now: () => app.clock().getTime(),
      log: app.log,
    }),
  );

  app.decorate('limit', (rules: LimitRule[]) => {
    const limiters = rules.map((rule) => ({
      rule,
      check: app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => `${rule.name}:${rule.key(request) ?? ''}`,
      }),
    }));
    return async (request: FastifyRequest) => {
      for (const { rule, check } of limiters) {
        if (rule.key(request) === null) continue;
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          throw new AppError('rate_limited', rule.message ?? API_MESSAGES.rateLimited, {
            retryAfterSeconds: Math.max(1, result.ttlInSeconds),
          });
        }
      }
    };
  });
}

export const rateLimit = fp(rateLimitPlugin, { name: 'rate-limit' });
