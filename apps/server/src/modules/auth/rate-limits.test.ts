import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import { buildAuthApp, uniqueEmail } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
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

function forgot(app: TestApp, { email, ip }: { email: string; ip: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/forgot',
    payload: { email },
    remoteAddress: ip,
  });
}

function login(app: TestApp, { email, ip }: { email: string; ip: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'whatever password' },
    remoteAddress: ip,
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
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(200);
    }
    const limited = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: uniqueEmail() },
      remoteAddress: ip,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: false, message: API_MESSAGES.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Bad input counts too: the IP limit runs before validation.
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: {},
      remoteAddress: ip,
    });
    expect(invalid.statusCode).toBe(429);
    // Another IP is not affected.
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: uniqueEmail() },
      remoteAddress: randomIp(),
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
      'reset-password/check',
      'email-verify',
      'verification-mail',
      'partner-otp-verify',
      'logout',
      'logout-all',
      'profile',
      'change-password',
    ].map((path) => `/api/auth/${path}`);
    for (const url of [...paths, '/api/organization/send-otp']) {
      const ip = randomIp();
      await app.inject({ method: 'POST', url, payload: {}, remoteAddress: ip });
      const second = await app.inject({
        method: 'POST',
        url,
        payload: {},
        remoteAddress: ip,
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
        remoteAddress: ip,
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
    expect((await forgot(app, { email, ip: randomIp() })).statusCode).toBe(200);
    expect((await forgot(app, { email, ip: randomIp() })).statusCode).toBe(200);
    const limited = await forgot(app, { email: email.toUpperCase(), ip: randomIp() });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('counts only wrong passwords per email on login, then asks other IPs for a code', async () => {
    const app = await limitedApp();
    const email = uniqueEmail('login-target');
    expect((await login(app, { email, ip: randomIp() })).statusCode).toBe(401);
    expect((await login(app, { email, ip: randomIp() })).statusCode).toBe(401);
    const asked = await login(app, { email: email.toUpperCase(), ip: randomIp() });
    expect(asked.statusCode).toBe(401);
    expect(asked.json().message).toBe(M.loginCodeRequired);
  });

  it('keeps the counters in Redis when REDIS_URL is set, shared by every node', async () => {
    const redisUrl = 'redis://127.0.0.1:6379';
    const [first, second] = [await limitedApp(redisUrl), await limitedApp(redisUrl)];
    const email = uniqueEmail(`redis-${randomUUID().slice(0, 6)}`);
    expect((await forgot(first, { email, ip: randomIp() })).statusCode).toBe(200);
    expect((await forgot(second, { email, ip: randomIp() })).statusCode).toBe(200);
    const limited = await forgot(first, { email, ip: randomIp() });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();

    // The wrong passwords too: two on one node, from one IP, and the other node refuses that IP.
    const ip = randomIp();
    expect((await login(first, { email, ip })).statusCode).toBe(401);
    expect((await login(first, { email, ip })).statusCode).toBe(401);
    expect((await login(second, { email, ip })).statusCode).toBe(429);
    expect((await login(second, { email, ip: randomIp() })).json().message).toBe(
      M.loginCodeRequired,
    );

    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`givecrowd-rl:*${email}*`);
    await redis.quit();
    expect(keys.some((key) => key.includes('forgot'))).toBe(true);
    expect(keys.some((key) => key.includes('login-failures:email-ip'))).toBe(true);
  });
});

describe('the client address behind a proxy', () => {
  const forgot = (app: TestApp, remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: uniqueEmail() },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores X-Forwarded-For by default: a made-up one does not reset the per-IP limit', async () => {
    const app = await buildAuthApp({ authRateLimit: { perIp: 2, perEmail: 100 } });
    apps.push(app);
    const ip = randomIp();
    expect((await forgot(app, ip, randomIp())).statusCode).toBe(200);
    expect((await forgot(app, ip, randomIp())).statusCode).toBe(200);
    expect((await forgot(app, ip, randomIp())).statusCode).toBe(429);
  });

  it('believes the hop nearest to a trusted hop count (TRUST_PROXY=1)', async () => {
    const app = await buildAuthApp({ authRateLimit: { perIp: 2, perEmail: 100 }, trustProxy: 1 });
    apps.push(app);
    const proxy = randomIp();
    const client = randomIp();
    // A client's own made-up entries sit before what the proxy appends; only the last counts.
    expect((await forgot(app, proxy, `1.2.3.4, ${client}`)).statusCode).toBe(200);
    expect((await forgot(app, proxy, `5.6.7.8, ${client}`)).statusCode).toBe(200);
    expect((await forgot(app, proxy, client)).statusCode).toBe(429);
    expect((await forgot(app, proxy, randomIp())).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from the listed proxies (TRUST_PROXY=10.0.0.0/8)', async () => {
    const app = await buildAuthApp({
      authRateLimit: { perIp: 1, perEmail: 100 },
      trustProxy: ['10.0.0.0/8'],
    });
    apps.push(app);
    const client = '203.0.113.7';
    expect((await forgot(app, '10.1.1.1', client)).statusCode).toBe(200);
    expect((await forgot(app, '10.2.2.2', client)).statusCode).toBe(429);
    // From outside the list the header is the caller's own word: its socket address counts.
    const outsider = '198.51.100.9';
    expect((await forgot(app, outsider, randomIp())).statusCode).toBe(200);
    expect((await forgot(app, outsider, randomIp())).statusCode).toBe(429);
  });
});

describe('phone codes per user', () => {
  it('caps the codes one signed-in user may have texted per hour, whatever the phones', async () => {
    const app = await buildAuthApp({ codeSendsPerUserPerHour: 3 });
    apps.push(app);
    const user = await createTestUser(app);
    const send = (url: string, serial: number) =>
      app.inject({
        method: 'POST',
        url,
        payload: { phone: `+9198765${40_000 + serial}`, email: 'signatory@example.org' },
        headers: { authorization: `Bearer ${user.token}` },
        remoteAddress: randomIp(),
      });
    expect((await send('/api/auth/send_otp', 1)).statusCode).toBe(200);
    expect((await send('/api/organization/send-otp', 2)).statusCode).toBe(200);
    expect((await send('/api/auth/send_otp', 3)).statusCode).toBe(200);
    const capped = await send('/api/organization/send-otp', 4);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({ status: false, message: M.codeSendCap });
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3500);

    const other = await createTestUser(app);
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/auth/send_otp',
      payload: { phone: '+919876549999', email: 'signatory@example.org' },
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(theirs.statusCode).toBe(200);
  });
});
