import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import {
  bearer,
  buildAuthApp,
  createClock,
  post,
  readOutbox,
  registerUser,
  uniqueEmail,
} from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema.ts';

const clock = createClock();
let app: TestApp;

beforeAll(async () => {
  app = await buildAuthApp({ publicUrl: 'https://give.example.org' }, clock);
});
afterAll(async () => app.close());

function tokenOf(link: string | undefined): string {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

describe('forgot and reset', () => {
  it('answers the same whether or not the email exists, mailing only a real account', async () => {
    const email = uniqueEmail('forgot');
    await registerUser(app, email);
    const nobody = uniqueEmail('nobody');
    const known = await post(app, '/api/auth/forgot', { email });
    const unknown = await post(app, '/api/auth/forgot', { email: nobody });
    expect(known).toMatchObject({ statusCode: 200, body: { status: true, message: M.forgotSent } });
    expect(unknown.body).toEqual(known.body);
    expect(unknown.statusCode).toBe(200);
    expect(await readOutbox(app, nobody)).toEqual([]);
  });

  it('builds the link from PUBLIC_URL, never the Host header; it works once and revokes old tokens', async () => {
    const email = uniqueEmail('reset');
    const oldToken = await registerUser(app, email, 'old password');
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email },
      headers: { host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com' },
    });
    const [mail] = await readOutbox(app, email);
    expect(mail?.subject).toBe('Reset your GiveCrowd password');
    expect(mail?.link?.startsWith('https://give.example.org/auth/reset-password?token=')).toBe(
      true,
    );
    expect(mail?.text).toContain(mail?.link);
    const token = tokenOf(mail?.link);

    const short = await post(app, '/api/auth/reset-password', { token, password: 'short' });
    expect(short.statusCode).toBe(400);

    const reset = await post(app, '/api/auth/reset-password', { token, password: 'new password' });
    expect(reset).toMatchObject({ statusCode: 200, body: { status: true, message: M.resetDone } });
    expect((await post(app, '/api/auth/get-details', {}, bearer(oldToken))).statusCode).toBe(401);
    expect(
      (await post(app, '/api/auth/login', { email, password: 'new password' })).statusCode,
    ).toBe(200);

    const reuse = await post(app, '/api/auth/reset-password', {
      token,
      password: 'another password',
    });
    expect(reuse).toMatchObject({
      statusCode: 400,
      body: { status: false, message: M.resetLinkInvalid },
    });
  });

  it('does the work after the answer over a real connection too', async () => {
    const email = uniqueEmail('socket');
    await registerUser(app, email);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const answer = await fetch(`${address}/api/auth/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(answer.status).toBe(200);
    const [mail] = await readOutbox(app, email);
    expect(mail?.subject).toBe('Reset your GiveCrowd password');
  });

  it("refuses a new password with the account's email or name, and keeps the link usable", async () => {
    const email = uniqueEmail('priya.raman');
    await registerUser(app, email);
    await post(app, '/api/auth/forgot', { email });
    const token = tokenOf((await readOutbox(app, email))[0]?.link);
    for (const [password, message] of [
      ['priya.raman 2030', M.passwordHasEmail],
      ['Lovelace 1815', M.passwordHasName],
      ['        ', M.passwordOnlySpaces],
      ['11111111', M.passwordOneCharacter],
      ['GiveCrowd 2030', M.passwordHasProductName],
    ] as const) {
      const refused = await post(app, '/api/auth/reset-password', { token, password });
      expect(refused.statusCode, password).toBe(400);
      expect(refused.body.message, password).toContain(message);
      expect(refused.body.errors[0], password).toEqual({ field: 'password', message });
    }
    const reset = await post(app, '/api/auth/reset-password', { token, password: 'new password' });
    expect(reset.statusCode).toBe(200);
  });

  it('expires a reset link after one hour, and an older link dies when a newer one is used', async () => {
    const email = uniqueEmail('expire');
    await registerUser(app, email);
    await post(app, '/api/auth/forgot', { email });
    const first = tokenOf((await readOutbox(app, email))[0]?.link);
    clock.advance(60 * 60_000 + 1000);
    const late = await post(app, '/api/auth/reset-password', {
      token: first,
      password: 'new password',
    });
    expect(late).toMatchObject({ statusCode: 400, body: { message: M.resetLinkInvalid } });

    await post(app, '/api/auth/forgot', { email });
    const second = tokenOf((await readOutbox(app, email))[0]?.link);
    await post(app, '/api/auth/forgot', { email });
    const third = tokenOf((await readOutbox(app, email))[0]?.link);
    expect(
      (await post(app, '/api/auth/reset-password', { token: third, password: 'new password' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(app, '/api/auth/reset-password', { token: second, password: 'newer password' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post(app, '/api/auth/reset-password', {
          token: 'made-up',
          password: 'newer password',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('reset link check', () => {
  const check = (token: string) => post(app, '/api/auth/reset-password/check', { token });
  const invalid = { statusCode: 400, body: { status: false, message: M.resetLinkInvalid } };

  it('says a live link works without using it up or naming its account', async () => {
    const email = uniqueEmail('check');
    await registerUser(app, email);
    await post(app, '/api/auth/forgot', { email });
    const token = tokenOf((await readOutbox(app, email))[0]?.link);

    for (let opened = 0; opened < 3; opened += 1) {
      const live = await check(token);
      expect(live).toEqual({ statusCode: 200, headers: live.headers, body: { status: true } });
      expect(JSON.stringify(live)).not.toContain(email);
    }
    const reset = await post(app, '/api/auth/reset-password', { token, password: 'new password' });
    expect(reset.statusCode).toBe(200);
    expect(await check(token)).toMatchObject(invalid);
  });

  it('refuses an unknown, an expired and a revoked link with the one message', async () => {
    expect(await check('made-up')).toMatchObject(invalid);
    expect((await post(app, '/api/auth/reset-password/check', {})).statusCode).toBe(400);

    const email = uniqueEmail('check-late');
    await registerUser(app, email);
    await post(app, '/api/auth/forgot', { email });
    const old = tokenOf((await readOutbox(app, email))[0]?.link);
    clock.advance(60 * 60_000 + 1000);
    expect(await check(old)).toMatchObject(invalid);

    await post(app, '/api/auth/forgot', { email });
    const older = tokenOf((await readOutbox(app, email))[0]?.link);
    await post(app, '/api/auth/forgot', { email });
    const newer = tokenOf((await readOutbox(app, email))[0]?.link);
    await post(app, '/api/auth/reset-password', { token: newer, password: 'new password' });
    expect(await check(older)).toMatchObject(invalid);
  });
});

describe('email verification', () => {
  it('mails a link to an unverified account and verifies it once', async () => {
    const email = uniqueEmail('verify');
    await app.db.insert(users).values({ email, name: 'Unverified' });
    const verifiedEmail = uniqueEmail('verified');
    await registerUser(app, verifiedEmail);

    const sent = await post(app, '/api/auth/verification-mail', { email });
    const already = await post(app, '/api/auth/verification-mail', { email: verifiedEmail });
    const unknown = await post(app, '/api/auth/verification-mail', { email: uniqueEmail('none') });
    expect(sent).toMatchObject({ statusCode: 200, body: { message: M.verificationSent } });
    expect(already.body).toEqual(sent.body);
    expect(unknown.body).toEqual(sent.body);

    const [mail] = await readOutbox(app, email);
    expect(mail?.subject).toBe('Verify your email for GiveCrowd');
    const token = tokenOf(mail?.link);
    expect(new URL(mail?.link ?? '').pathname).toBe('/auth/verify-email');
    const verified = await post(app, '/api/auth/email-verify', { token });
    expect(verified).toMatchObject({ statusCode: 200, body: { message: M.emailVerified } });
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerifiedAt).not.toBeNull();
    const reuse = await post(app, '/api/auth/email-verify', { token });
    expect(reuse).toMatchObject({ statusCode: 400, body: { message: M.verifyLinkInvalid } });
  });

  it('expires a verification link after a day', async () => {
    const email = uniqueEmail('late');
    await app.db.insert(users).values({ email });
    await post(app, '/api/auth/verification-mail', { email });
    const token = tokenOf((await readOutbox(app, email))[0]?.link);
    clock.advance(24 * 60 * 60_000 + 1000);
    expect((await post(app, '/api/auth/email-verify', { token })).statusCode).toBe(400);
  });
});
