import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';

const PER_EMAIL = 3;
let proxy: TcpProxy;
let app: TestApp;

beforeAll(async () => {
  const redis = new URL(process.env.REDIS_URL ?? '');
  proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
  redis.host = `127.0.0.1:${proxy.port}`;
  app = await buildTestApp({
    redisUrl: redis.toString(),
    authRateLimit: { perIp: 1000, perEmail: PER_EMAIL },
  });
});

afterAll(async () => {
  await app?.close();
  await proxy?.close();
});

/** A wrong password for `email`: 401 until the per-email limit, then 429. */
const login = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'wrong password' },
  });

describe('Redis going away and coming back', () => {
  it('keeps limiting in this process, never a 500, and warns once', async () => {
    const warn = vi.spyOn(app.log, 'warn');
    expect((await login(`before-${randomUUID()}@example.org`)).statusCode).toBe(401);

    await proxy.cut();
    const email = `during-${randomUUID()}@example.org`;
    const answers = [];
    for (let i = 0; i <= PER_EMAIL; i += 1) answers.push(await login(email));
    expect(answers.map(({ statusCode }) => statusCode)).toEqual([401, 401, 401, 429]);
    expect(answers.at(-1)?.json()).toEqual({ status: false, message: API_MESSAGES.rateLimited });
    const outageWarnings = warn.mock.calls.filter(([, text]) =>
      String(text).startsWith('Redis unavailable'),
    );
    expect(outageWarnings).toHaveLength(1);

    await proxy.restore();
    // Back on Redis, where this email has no count yet.
    await expect.poll(async () => (await login(email)).statusCode, { timeout: 15_000 }).toBe(401);
  });
});
