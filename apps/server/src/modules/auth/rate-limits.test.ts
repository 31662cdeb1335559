import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import { buildAuthApp, uniqueEmail } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function limitedApp(redisUrl?: string): Promise<TestApp> {
  const app = await buildAuthApp({ authRateLimit: { perIp: 3, perEmail: 2 }, redisUrl });
  apps.push(app);
  return app;
}

const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

function login(app: TestApp, { email, ip }: { email: string; ip: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'whatever password' },
    headers: { 'x-forwarded-for': ip },
  });
}

describe('auth rate limits', () => {
  it('limits each IP on every auth path, with 429 and Retry-After', async () => {
    const app = await limitedApp();
    const ip = randomIp();
    for (let call = 0; call < 3; call += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email: uniqueEmail() },
        headers: { 'x-forwarded-for': ip },
      });
      expect(response.statusCode).toBe(200);
    }
    const limited = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: uniqueEmail() },
      headers: { 'x-forwarded-for': ip },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: false, message: API_MESSAGES.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Bad input counts too: the IP limit runs before validation.
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: {},
      headers: { 'x-forwarded-for': ip },
    });
    expect(invalid.statusCode).toBe(429);
    // Another IP is not affected.
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: uniqueEmail() },
      headers: { 'x-forwarded-for': randomIp() },
    });
    expect(other.statusCode).toBe(200);
  });

  it('covers every auth path', async () => {
    const app = await buildAuthApp({ authRateLimit: { perIp: 1, perEmail: 100 } });
    apps.push(app);
    const paths = [
      'signup/get-otp',
      'signup/verify-otp',
      'register',
      'login',
      'get-details',
      'token-verify',
      'get-invite',
      'submit-invite-code',
      'send_otp',
      'social/login',
      'forgot',
      'reset-password',
      'email-verify',
      'verification-mail',
      'partner-otp-verify',
      'logout-all',
      'profile',
      'change-password',
    ].map((path) => `/api/auth/${path}`);
    for (const url of [...paths, '/api/organization/send-otp']) {
      const ip = randomIp();
      await app.inject({ method: 'POST', url, payload: {}, headers: { 'x-forwarded-for': ip } });
      const second = await app.inject({
        method: 'POST',
        url,
        payload: {},
        headers: { 'x-forwarded-for': ip },
      });
      expect(second.statusCode, url).toBe(429);
      expect(second.headers['retry-after'], url).toBeDefined();
    }
  });

  it('caps the codes one IP may have sent per hour', async () => {
    const app = await buildAuthApp({ codeSendsPerIpPerHour: 2 });
    apps.push(app);
    const ip = randomIp();
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/signup/get-otp',
        payload: { email: uniqueEmail() },
        headers: { 'x-forwarded-for': ip },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const capped = await send();
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(M.codeSendCap);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('limits each email across IPs', async () => {
    const app = await limitedApp();
    const email = uniqueEmail('target');
    expect((await login(app, { email, ip: randomIp() })).statusCode).toBe(401);
    expect((await login(app, { email, ip: randomIp() })).statusCode).toBe(401);
    const limited = await login(app, { email: email.toUpperCase(), ip: randomIp() });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('keeps the counters in Redis when REDIS_URL is set, shared by every node', async () => {
    const redisUrl = 'redis://127.0.0.1:6379';
    const [first, second] = [await limitedApp(redisUrl), await limitedApp(redisUrl)];
    const email = uniqueEmail(`redis-${randomUUID().slice(0, 6)}`);
    expect((await login(first, { email, ip: randomIp() })).statusCode).toBe(401);
    expect((await login(second, { email, ip: randomIp() })).statusCode).toBe(401);
    const limited = await login(first, { email, ip: randomIp() });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();

    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`givecrowd-rl:*${email}*`);
    await redis.quit();
    expect(keys.length).toBeGreaterThan(0);
  });
});
