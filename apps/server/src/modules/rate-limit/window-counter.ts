import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { noteRedisDown, noteRedisUp, type Outage } from './fallback-store.ts';

/** How many events a key has in its current window, and the seconds until that window ends. */
export type CounterReading = { count: number; resetInSeconds: number };

/**
 * Events per key in a fixed window that starts at the key's first event, as the rate limits count
 * requests, but counted only when the caller says so (a wrong password, not every login) and
 * readable without counting.
 */
export type WindowCounter = {
  read: (key: string) => Promise<CounterReading>;
  add: (key: string) => Promise<CounterReading>;
};

/** Keys one process keeps; beyond this the least recently used is forgotten. */
const LOCAL_KEYS = 100_000;

const NONE: CounterReading = { count: 0, resetInSeconds: 0 };
const secondsLeft = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function localCounter(windowMs: number, now: () => number): WindowCounter {
  const windows = new LRUCache<string, { count: number; endsAt: number }>({ max: LOCAL_KEYS });
  const reading = (key: string): CounterReading => {
    const window = windows.get(key);
    if (!window || window.endsAt <= now()) return NONE;
    return { count: window.count, resetInSeconds: secondsLeft(window.endsAt - now()) };
  };
  return {
    read: async (key) => reading(key),
    add: async (key) => {
      const { count } = reading(key);
      const endsAt = count === 0 ? now() + windowMs : (windows.get(key)?.endsAt ?? now());
      windows.set(key, { count: count + 1, endsAt });
      return reading(key);
    },
  };
}

function redisCounter(client: Redis, windowMs: number): WindowCounter {
  const toReading = (count: unknown, ttlMs: unknown): CounterReading => {
    const events = Number(count ?? 0);
    const ms = Number(ttlMs);
    return events > 0 && ms > 0 ? { count: events, resetInSeconds: secondsLeft(ms) } : NONE;
  };
  const run = async (commands: ReturnType<Redis['multi']>) => {
    const results = await commands.exec();
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error('Redis transaction discarded');
    return results.map(([, value]) => value);
  };
  return {
    read: async (key) => {
      const [count, ttl] = await run(client.multi().get(key).pttl(key));
      return toReading(count, ttl);
    },
    add: async (key) => {
      // The window starts with the key's first event: SET NX gives a new key its expiry, INCR
      // keeps it.
      const [, count, ttl] = await run(
        client.multi().set(key, 0, 'PX', windowMs, 'NX').incr(key).pttl(key),
      );
      return toReading(count, ttl);
    },
  };
}

/**
 * A counter in Redis while it answers (every node shares it) and in this process while it does
 * not, like the rate limits and with their outage (docs/product/faults.md).
 */
export function createWindowCounter({
  name,
  windowMs,
  redis,
  now,
  log,
}: {
  name: string;
  windowMs: number;
  redis: { client: Redis; outage: Outage } | undefined;
  now: () => number;
  log: FastifyBaseLogger;
}): WindowCounter {
  const local = localCounter(windowMs, now);
  if (!redis) return local;
  const { client, outage } = redis;
  const shared = redisCounter(client, windowMs);
  const withFallback =
    (operation: keyof WindowCounter) =>
    async (key: string): Promise<CounterReading> => {
      if (client.status !== 'ready') {
        noteRedisDown(outage, log);
        return local[operation](key);
      }
      try {
        const reading = await shared[operation](`givecrowd-rl:counter:${name}:${key}`);
        noteRedisUp(outage, log, client);
        return reading;
      } catch (error) {
        noteRedisDown(outage, log, error);
        return local[operation](key);
      }
    };
  return { read: withFallback('read'), add: withFallback('add') };
}
