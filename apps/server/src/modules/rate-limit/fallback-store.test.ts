import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { noteRedisDown, noteRedisUp, type Outage } from './fallback-store.ts';

const logger = () => ({ warn: vi.fn(), info: vi.fn() }) as unknown as FastifyBaseLogger;

describe("Redis's outage, as the rate limits note it", () => {
  it('logs each switch once, and takes a reply for a return only while the client is connected', () => {
    const log = logger();
    const outage: Outage = { isDown: false };
    noteRedisDown(outage, log);
    noteRedisDown(outage, log, new Error('connection closed'));
    expect(log.warn).toHaveBeenCalledTimes(1);

    // A reply that was on its way when the connection dropped: still down.
    noteRedisUp(outage, log, { status: 'reconnecting' });
    expect(outage.isDown).toBe(true);
    noteRedisDown(outage, log);
    expect(log.warn).toHaveBeenCalledTimes(1);

    noteRedisUp(outage, log, { status: 'ready' });
    noteRedisUp(outage, log, { status: 'ready' });
    expect(outage.isDown).toBe(false);
    expect(log.info).toHaveBeenCalledTimes(1);
  });
});
