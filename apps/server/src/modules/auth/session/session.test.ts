import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import {
  bearer,
  buildAuthApp,
  createClock,
  post,
  registerUser,
  uniqueEmail,
} from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { count } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endedSessions } from '@/db/schema.ts';

const DAY_MS = 24 * 3600_000;
const clock = createClock();
let app: TestApp;

beforeAll(async () => {
  app = await buildAuthApp(
    { tokenTtlSeconds: 7 * 86_400, sessionMaxAgeSeconds: 30 * 86_400 },
    clock,
  );
});
afterAll(async () => app.close());

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());

describe('login', () => {
  it('answers a token for the right password', async () => {
    const email = uniqueEmail('login');
    await registerUser(app, email, 'right password');
    const login = await post(app, '/api/auth/login', {
      email: ` ${email.toUpperCase()} `,
      password: 'right password',
    });
    expect(login).toMatchObject({ statusCode: 200, body: { status: true, message: M.loggedIn } });
    const verified = await post(app, '/api/auth/token-verify', { token: login.body.token });
    expect(verified).toMatchObject({
      statusCode: 200,
      body: { status: true, data: { user: { email } } },
    });
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const email = uniqueEmail('wrong');
    await registerUser(app, email, 'right password');
    const wrong = await post(app, '/api/auth/login', { email, password: 'wrong password' });
    const unknown = await post(app, '/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: 'wrong password',
    });
    expect(wrong).toMatchObject({
      statusCode: 401,
      body: { status: false, message: M.loginFailed },
    });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('rejects a missing password with 400', async () => {
    const missing = await post(app, '/api/auth/login', { email: uniqueEmail() });
    expect(missing.statusCode).toBe(400);
  });
});

describe('tokens', () => {
  it('get-details answers the user and a fresh token', async () => {
    const token = await registerUser(app, uniqueEmail('details'));
    const details = await post(app, '/api/auth/get-details', {}, bearer(token));
    expect(details).toMatchObject({
      statusCode: 200,
      body: { status: true, data: { user: { name: 'Ada Lovelace' } } },
    });
    expect(
      (await post(app, '/api/auth/token-verify', { token: details.body.token })).statusCode,
    ).toBe(200);
    expect((await post(app, '/api/auth/get-details', {})).statusCode).toBe(401);
  });

  it('rejects a tampered token and an expired one', async () => {
    const token = await registerUser(app, uniqueEmail('tamper'));
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, ver: claims.ver + 1 })).toString(
      'base64url',
    );
    const tampered = `${header}.${forged}.${signature}`;
    expect((await post(app, '/api/auth/token-verify', { token: tampered })).statusCode).toBe(401);
    expect((await post(app, '/api/auth/get-details', {}, bearer(tampered))).statusCode).toBe(401);

    const expired = await new SignJWT({ ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('givecrowd')
      .setAudience('givecrowd-web')
      .setIssuedAt(Math.floor(clock.now().getTime() / 1000) - 7200)
      .setExpirationTime(Math.floor(clock.now().getTime() / 1000) - 3600)
      .sign(new TextEncoder().encode(app.config.authSecret));
    const answer = await post(app, '/api/auth/token-verify', { token: expired });
    expect(answer).toMatchObject({
      statusCode: 401,
      body: { status: false, message: API_MESSAGES.sessionExpired },
    });
    expect((await post(app, '/api/auth/token-verify', { token: 'garbage' })).statusCode).toBe(401);
  });

  it('logout-all revokes every token issued before', async () => {
    const email = uniqueEmail('logout');
    const first = await registerUser(app, email);
    const second = (await post(app, '/api/auth/login', { email, password: 'a good password' })).body
      .token;
    const out = await post(app, '/api/auth/logout-all', {}, bearer(second));
    expect(out).toMatchObject({ statusCode: 200, body: { message: M.loggedOutEverywhere } });
    for (const token of [first, second]) {
      expect((await post(app, '/api/auth/get-details', {}, bearer(token))).statusCode).toBe(401);
    }
    const fresh = (await post(app, '/api/auth/login', { email, password: 'a good password' })).body
      .token;
    expect((await post(app, '/api/auth/get-details', {}, bearer(fresh))).statusCode).toBe(200);
  });

  it('answers 401, never 500, for a validly signed token whose subject is not a user id', async () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    const sign = (subject: string) =>
      new SignJWT({ ver: 0, sid: '7d0f3c55-3f43-4c1e-9a3e-2b1f2a9b8c7d', auth_time: now })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuer('givecrowd')
        .setAudience('givecrowd-web')
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(new TextEncoder().encode(app.config.authSecret));
    for (const subject of ['not-a-uuid', "1' or '1'='1", 'a'.repeat(2000)]) {
      const token = await sign(subject);
      const details = await post(app, '/api/auth/get-details', {}, bearer(token));
      expect(details).toMatchObject({
        statusCode: 401,
        body: { status: false, message: API_MESSAGES.sessionExpired },
      });
      expect((await post(app, '/api/auth/token-verify', { token })).statusCode).toBe(401);
    }
  });
});

describe('logout', () => {
  it('ends the session on the server: the token and every renewal of it answer 401', async () => {
    const email = uniqueEmail('logout-one');
    const token = await registerUser(app, email);
    const renewed = (await post(app, '/api/auth/get-details', {}, bearer(token))).body.token;
    const elsewhere = (await post(app, '/api/auth/login', { email, password: 'a good password' }))
      .body.token;

    const out = await post(app, '/api/auth/logout', {}, bearer(renewed));
    expect(out).toEqual({
      statusCode: 200,
      headers: expect.anything(),
      body: { status: true, message: M.loggedOut },
    });
    for (const ended of [token, renewed]) {
      expect(await post(app, '/api/auth/get-details', {}, bearer(ended))).toMatchObject({
        statusCode: 401,
        body: { status: false, message: API_MESSAGES.sessionExpired },
      });
      expect((await post(app, '/api/auth/token-verify', { token: ended })).statusCode).toBe(401);
    }
    // Another login of the same user goes on.
    expect((await post(app, '/api/auth/get-details', {}, bearer(elsewhere))).statusCode).toBe(200);
    // Logging out again, or without a token, is a 401.
    expect((await post(app, '/api/auth/logout', {}, bearer(token))).statusCode).toBe(401);
    expect((await post(app, '/api/auth/logout', {})).statusCode).toBe(401);
  });

  it('keeps only ended sessions whose tokens could still be valid', async () => {
    const user = await createTestUser(app);
    await post(app, '/api/auth/logout', {}, bearer(user.token));
    const before = await app.db.select({ value: count() }).from(endedSessions);
    clock.advance(31 * DAY_MS);
    const later = await createTestUser(app);
    await post(app, '/api/auth/logout', {}, bearer(later.token));
    const after = await app.db.select({ value: count() }).from(endedSessions);
    expect(after[0]?.value).toBe(1);
    expect(before[0]?.value).toBeGreaterThanOrEqual(1);
  });
});

describe('session age', () => {
  it('renews a token for the same session, until SESSION_MAX_AGE after the login', async () => {
    const email = uniqueEmail('max-age');
    let token = await registerUser(app, email);
    const login = claimsOf(token);
    for (let week = 1; week <= 4; week += 1) {
      clock.advance(6 * DAY_MS);
      const details = await post(app, '/api/auth/get-details', {}, bearer(token));
      expect(details.statusCode, `week ${week}`).toBe(200);
      token = details.body.token;
      expect(claimsOf(token)).toMatchObject({ sid: login.sid, auth_time: login.auth_time });
    }
    // Day 24: the renewed token ends with the session on day 30, not on day 31.
    expect(claimsOf(token).exp).toBe(login.auth_time + 30 * 86_400);
    clock.advance(6 * DAY_MS + 1000);
    expect(await post(app, '/api/auth/get-details', {}, bearer(token))).toMatchObject({
      statusCode: 401,
      body: { message: API_MESSAGES.sessionExpired },
    });
    // A new login starts a new session.
    const fresh = (await post(app, '/api/auth/login', { email, password: 'a good password' })).body
      .token;
    expect(claimsOf(fresh).auth_time).toBeGreaterThan(login.auth_time);
    expect((await post(app, '/api/auth/get-details', {}, bearer(fresh))).statusCode).toBe(200);
  });
});

describe('answers that carry a token', () => {
  it('are never cached; every answer has a Permissions-Policy', async () => {
    const email = uniqueEmail('no-store');
    const token = await registerUser(app, email);
    const answers = [
      await post(app, '/api/auth/login', { email, password: 'a good password' }),
      await post(app, '/api/auth/get-details', {}, bearer(token)),
    ];
    for (const answer of answers) {
      expect(answer.body.token).toEqual(expect.any(String));
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['permissions-policy']).toContain('camera=()');
    }
    const catalog = await app.inject({ method: 'GET', url: '/api/countries' });
    expect(catalog.headers['cache-control']).toBe('public, max-age=3600');
    expect(catalog.headers['permissions-policy']).toContain('geolocation=()');
    const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.headers['permissions-policy']).toContain('microphone=()');
  });
});
