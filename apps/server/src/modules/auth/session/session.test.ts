import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import { bearer, buildAuthApp, post, registerUser, uniqueEmail } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;

beforeAll(async () => {
  app = await buildAuthApp();
});
afterAll(async () => app.close());

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
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
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
});
