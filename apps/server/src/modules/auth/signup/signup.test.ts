import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import { OTP_MAX_TRIES } from '@givecrowd/shared/constants';
import { PERSON_NAME_MESSAGES } from '@givecrowd/shared/organization/messages';
import { PHONE_MESSAGES } from '@givecrowd/shared/phone/messages';
import {
  bearer,
  buildAuthApp,
  createClock,
  latestCode,
  post,
  readOutbox,
  registerUser,
  uniqueEmail,
  wrongCode,
} from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '@/db/schema.ts';

const clock = createClock();
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
let app: TestApp;

beforeAll(async () => {
  app = await buildAuthApp({}, clock);
});
afterAll(async () => app.close());

describe('signup codes', () => {
  it('emails a 4-character code that verifies once and leads to registration', async () => {
    const email = uniqueEmail('new');
    const sent = await post(app, '/api/auth/signup/get-otp', { email: email.toUpperCase() });
    expect(sent).toMatchObject({ statusCode: 200, body: { status: true, message: M.codeSent } });

    const [mail] = await readOutbox(app, email);
    expect(mail).toMatchObject({ channel: 'email', to: email });
    expect(mail?.code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{4}$/);
    expect(mail?.text).toContain(mail?.code);
    expect(mail?.html).toContain(mail?.code);

    // Typed in lower case: codes are case-insensitive.
    const verified = await post(app, '/api/auth/signup/verify-otp', {
      email,
      otp: mail?.code?.toLowerCase(),
    });
    expect(verified).toMatchObject({
      statusCode: 200,
      body: { status: true, message: M.codeVerified, signed_in: false },
    });
    expect(typeof verified.body.token).toBe('string');

    const again = await post(app, '/api/auth/signup/verify-otp', { email, otp: mail?.code });
    expect(again).toMatchObject({ statusCode: 400, body: { status: false, message: M.codeWrong } });

    const registered = await post(
      app,
      '/api/auth/register',
      { name: 'Ada Lovelace', email, password: 'a good password', phone: '+919876543210' },
      bearer(verified.body.token),
    );
    expect(registered).toMatchObject({
      statusCode: 200,
      body: { status: true, message: M.registered },
    });
    const details = await post(app, '/api/auth/get-details', {}, bearer(registered.body.token));
    expect(details.body.data.user).toMatchObject({
      email,
      name: 'Ada Lovelace',
      phone: '+919876543210',
      email_verified: true,
    });

    const [welcome] = await readOutbox(app, email);
    expect(welcome?.subject).toBe('Welcome to GiveCrowd');
    expect(welcome?.link).toBe('http://localhost:3000/dashboard');
  });

  it('answers a known and an unknown address identically, with the same waits', async () => {
    const email = uniqueEmail('existing');
    await registerUser(app, email);
    clock.advance(61_000);
    const fresh = uniqueEmail('fresh');
    const unknown = await post(app, '/api/auth/signup/get-otp', { email: fresh });
    const known = await post(app, '/api/auth/signup/get-otp', { email });
    expect(known).toEqual({ ...unknown, headers: known.headers });
    expect(known).toMatchObject({ statusCode: 200, body: { status: true, message: M.codeSent } });
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    clock.advance(20_000);
    const unknownAgain = await post(app, '/api/auth/signup/get-otp', { email: fresh });
    const knownAgain = await post(app, '/api/auth/signup/get-otp', { email });
    expect(knownAgain).toEqual({ ...unknownAgain, headers: knownAgain.headers });
    expect(knownAgain).toMatchObject({
      statusCode: 200,
      body: { message: M.codeAlreadySent, resend_in: 40 },
    });

    const resend = { resend: true };
    const unknownWait = await post(app, '/api/auth/signup/get-otp', { email: fresh, ...resend });
    const knownWait = await post(app, '/api/auth/signup/get-otp', { email, ...resend });
    expect(knownWait).toEqual({ ...unknownWait, headers: knownWait.headers });
    expect(knownWait.statusCode).toBe(429);
    expect(knownWait.headers['retry-after']).toBe(unknownWait.headers['retry-after']);

    // A wrong code answers the same too.
    const wrongKnown = await post(app, '/api/auth/signup/verify-otp', { email, otp: 'ZZZZ' });
    const wrongUnknown = await post(app, '/api/auth/signup/verify-otp', {
      email: fresh,
      otp: 'ZZZZ',
    });
    expect(wrongKnown.body).toEqual(wrongUnknown.body);
  });

  it('emails an existing account a sign-in code that signs in with a new session', async () => {
    const email = uniqueEmail('returning');
    const registered = await registerUser(app, email);
    clock.advance(61_000);
    await post(app, '/api/auth/signup/get-otp', { email });
    const [mail] = await readOutbox(app, email);
    expect(mail?.subject).toMatch(/^Your GiveCrowd sign-in code: [A-Z2-9]{4}$/);
    expect(mail?.text).toContain(mail?.code);
    expect(mail?.text).toContain('signs you in');
    expect(mail?.text).toContain('http://localhost:3000/auth/forgot-password');
    expect(mail?.html).toContain(mail?.code);

    const signedIn = await post(app, '/api/auth/signup/verify-otp', {
      email: email.toUpperCase(),
      otp: mail?.code?.toLowerCase(),
    });
    expect(signedIn).toMatchObject({
      statusCode: 200,
      body: { status: true, message: M.loggedIn, signed_in: true },
    });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const token = signedIn.body.token as string;
    expect(claimsOf(token).aud).toBe('givecrowd-web');
    // A new session, as a password login starts; the one from registration goes on.
    expect(claimsOf(token).sid).not.toBe(claimsOf(registered).sid);
    const details = await post(app, '/api/auth/get-details', {}, bearer(token));
    expect(details).toMatchObject({ statusCode: 200, body: { data: { user: { email } } } });
    expect((await post(app, '/api/auth/get-details', {}, bearer(registered))).statusCode).toBe(200);

    // Used up at once.
    const again = await post(app, '/api/auth/signup/verify-otp', { email, otp: mail?.code });
    expect(again).toMatchObject({ statusCode: 400, body: { message: M.codeWrong } });
  });

  it('holds a sign-in code to the same tries, expiry and caps as a sign-up code', async () => {
    const email = uniqueEmail('limits');
    await registerUser(app, email);
    clock.advance(61_000);
    await post(app, '/api/auth/signup/get-otp', { email });
    const code = await latestCode(app, email);
    for (let tries = 0; tries < OTP_MAX_TRIES; tries += 1) {
      const wrong = await post(app, '/api/auth/signup/verify-otp', { email, otp: wrongCode(code) });
      expect(wrong).toMatchObject({ statusCode: 400, body: { message: M.codeWrong } });
    }
    const spent = await post(app, '/api/auth/signup/verify-otp', { email, otp: code });
    expect(spent).toMatchObject({ statusCode: 429, body: { message: M.codeTriesSpent } });

    clock.advance(61_000);
    await post(app, '/api/auth/signup/get-otp', { email });
    const late = await latestCode(app, email);
    clock.advance(10 * 60_000 + 1000);
    const expired = await post(app, '/api/auth/signup/verify-otp', { email, otp: late });
    expect(expired).toMatchObject({ statusCode: 400, body: { message: M.codeWrong } });

    // Registration's code, the two above and two more: the sixth in the hour is refused.
    for (let sent = 0; sent < 2; sent += 1) {
      clock.advance(61_000);
      const again = await post(app, '/api/auth/signup/get-otp', { email, resend: true });
      expect(again.statusCode).toBe(200);
    }
    clock.advance(61_000);
    const capped = await post(app, '/api/auth/signup/get-otp', { email, resend: true });
    expect(capped).toMatchObject({ statusCode: 429, body: { message: M.codeSendCap } });
  });

  it('marks the email of an account it signs in to as verified', async () => {
    const email = uniqueEmail('unverified');
    await app.db.insert(users).values({ email, name: 'Not Verified' });
    await post(app, '/api/auth/signup/get-otp', { email });
    const signedIn = await post(app, '/api/auth/signup/verify-otp', {
      email,
      otp: await latestCode(app, email),
    });
    expect(signedIn.body.signed_in).toBe(true);
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerifiedAt).not.toBeNull();
  });

  it.each(['0000', 'OOOO', 'o1i0'])(
    'answers %j, outside the code alphabet, as a wrong code and counts the try',
    async (otp) => {
      const email = uniqueEmail('alphabet');
      await post(app, '/api/auth/signup/get-otp', { email });
      const wrong = await post(app, '/api/auth/signup/verify-otp', { email, otp });
      expect(wrong).toMatchObject({
        statusCode: 400,
        body: { status: false, message: M.codeWrong },
      });
      const [row] = await app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.address, email));
      expect(row?.attempts).toBe(1);
    },
  );

  it('rejects a wrong code with 400 and an expired one after 10 minutes', async () => {
    const email = uniqueEmail('expiry');
    await post(app, '/api/auth/signup/get-otp', { email });
    const code = await latestCode(app, email);
    const wrong = await post(app, '/api/auth/signup/verify-otp', { email, otp: wrongCode(code) });
    expect(wrong).toMatchObject({ statusCode: 400, body: { status: false, message: M.codeWrong } });

    clock.advance(10 * 60_000 + 1000);
    const expired = await post(app, '/api/auth/signup/verify-otp', { email, otp: code });
    expect(expired).toMatchObject({ statusCode: 400, body: { message: M.codeWrong } });
  });

  it('waits 60 s between codes, says how long with Retry-After, and only the newest code works', async () => {
    const email = uniqueEmail('resend');
    await post(app, '/api/auth/signup/get-otp', { email });
    const first = await latestCode(app, email);

    clock.advance(20_000);
    const tooSoon = await post(app, '/api/auth/signup/get-otp', { email, resend: true });
    expect(tooSoon).toMatchObject({
      statusCode: 429,
      body: { status: false, message: M.codeResendWait },
    });
    expect(tooSoon.headers['retry-after']).toBe('40');

    clock.advance(40_000);
    const resent = await post(app, '/api/auth/signup/get-otp', { email, resend: true });
    expect(resent.statusCode).toBe(200);
    const second = await latestCode(app, email);
    if (first !== second) {
      const old = await post(app, '/api/auth/signup/verify-otp', { email, otp: first });
      expect(old.statusCode).toBe(400);
    }
    const ok = await post(app, '/api/auth/signup/verify-otp', { email, otp: second });
    expect(ok.statusCode).toBe(200);
  });

  it('points to a code that still works instead of sending another, for any address alike', async () => {
    const owner = uniqueEmail('owner');
    await registerUser(app, owner);
    clock.advance(61_000);
    const sentBefore = (await readOutbox(app, owner)).length;
    const first = await post(app, '/api/auth/signup/get-otp', { email: owner });
    expect(first.body).toMatchObject({ message: M.codeSent, resend_in: 60 });
    const code = await latestCode(app, owner);

    // The owner types the email again and again (a password login between): one email, no cap.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      clock.advance(61_000);
      const again = await post(app, '/api/auth/signup/get-otp', { email: owner });
      expect(again).toMatchObject({
        statusCode: 200,
        body: { status: true, message: M.codeAlreadySent, resend_in: 0 },
      });
    }
    expect(await readOutbox(app, owner)).toHaveLength(sentBefore + 1);
    const signedIn = await post(app, '/api/auth/signup/verify-otp', { email: owner, otp: code });
    expect(signedIn.body.signed_in).toBe(true);

    // Used up, the code is not pointed to: the next ask sends a new one.
    const afterUse = await post(app, '/api/auth/signup/get-otp', { email: owner });
    expect(afterUse.body.message).toBe(M.codeSent);
  });

  it('sends a new code once the one sent has expired or spent its tries', async () => {
    const email = uniqueEmail('stale');
    await post(app, '/api/auth/signup/get-otp', { email });
    clock.advance(10 * 60_000 + 1000);
    const afterExpiry = await post(app, '/api/auth/signup/get-otp', { email });
    expect(afterExpiry.body.message).toBe(M.codeSent);
    const code = await latestCode(app, email);
    for (let tries = 0; tries < OTP_MAX_TRIES; tries += 1) {
      await post(app, '/api/auth/signup/verify-otp', { email, otp: wrongCode(code) });
    }
    clock.advance(61_000);
    const afterTries = await post(app, '/api/auth/signup/get-otp', { email });
    expect(afterTries.body.message).toBe(M.codeSent);
  });

  it('caps codes per address per hour', async () => {
    const email = uniqueEmail('cap');
    for (let sent = 0; sent < 5; sent += 1) {
      const asked = await post(app, '/api/auth/signup/get-otp', { email, resend: true });
      expect(asked.statusCode).toBe(200);
      clock.advance(61_000);
    }
    const capped = await post(app, '/api/auth/signup/get-otp', { email, resend: true });
    expect(capped).toMatchObject({ statusCode: 429, body: { message: M.codeSendCap } });
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts wrong tries atomically: parallel guesses never get more than 5 looks', async () => {
    const email = uniqueEmail('lockout');
    await post(app, '/api/auth/signup/get-otp', { email });
    const code = await latestCode(app, email);

    const guesses = await Promise.all(
      Array.from({ length: 12 }, () =>
        post(app, '/api/auth/signup/verify-otp', { email, otp: wrongCode(code) }),
      ),
    );
    const statuses = guesses.map((guess) => guess.statusCode).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(OTP_MAX_TRIES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - OTP_MAX_TRIES);

    const [row] = await app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.address, email));
    expect(row?.attempts).toBe(OTP_MAX_TRIES);

    // The right code is dead too; the answer says when a new one may be asked for.
    const right = await post(app, '/api/auth/signup/verify-otp', { email, otp: code });
    expect(right).toMatchObject({ statusCode: 429, body: { message: M.codeTriesSpent } });
    expect(Number(right.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('rejects bad input with 400 and the rule text', async () => {
    const badEmail = await post(app, '/api/auth/signup/get-otp', { email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body.message).toContain(M.emailInvalid);
    for (const otp of ['ABC', 'ABCDE', 'AB-C']) {
      const badCode = await post(app, '/api/auth/signup/verify-otp', { email: uniqueEmail(), otp });
      expect(badCode.statusCode).toBe(400);
      expect(badCode.body.message).toContain(M.codeInvalidFormat);
    }
    const noBody = await app.inject({
      method: 'POST',
      url: '/api/auth/signup/get-otp',
      payload: 'nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(noBody.statusCode).toBe(400);
  });
});

describe('register', () => {
  async function signupToken(email: string): Promise<string> {
    clock.advance(61_000);
    await post(app, '/api/auth/signup/get-otp', { email });
    const verified = await post(app, '/api/auth/signup/verify-otp', {
      email,
      otp: await latestCode(app, email),
    });
    return verified.body.token;
  }

  it('needs the signup token of the same email', async () => {
    const email = uniqueEmail('reg');
    const body = { name: 'Grace Hopper', email, password: 'a good password' };
    const missing = await post(app, '/api/auth/register', body);
    expect(missing).toMatchObject({
      statusCode: 401,
      body: { status: false, message: M.signupTokenMissing },
    });

    const otherToken = await signupToken(uniqueEmail('other'));
    const mismatch = await post(app, '/api/auth/register', body, bearer(otherToken));
    expect(mismatch).toMatchObject({ statusCode: 400, body: { message: M.signupEmailMismatch } });

    const sessionToken = await registerUser(app, uniqueEmail('session'));
    const wrongKind = await post(app, '/api/auth/register', body, bearer(sessionToken));
    expect(wrongKind.statusCode).toBe(401);

    const token = await signupToken(email);
    const short = await post(
      app,
      '/api/auth/register',
      { ...body, password: 'short' },
      bearer(token),
    );
    expect(short.statusCode).toBe(400);
    expect(short.body.message).toContain(M.passwordTooShort);

    expect((await post(app, '/api/auth/register', body, bearer(token))).statusCode).toBe(200);
    const twice = await post(app, '/api/auth/register', body, bearer(token));
    expect(twice).toMatchObject({ statusCode: 409, body: { message: M.accountExists } });

    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
  });

  it('takes a real name and a phone typed with spaces, stored in E.164', async () => {
    const email = uniqueEmail('real');
    const token = await signupToken(email);
    const body = { name: "Meera D'Souza", email, password: 'a good password' };
    for (const [refused, message] of [
      [{ ...body, name: 'Meera 2' }, PERSON_NAME_MESSAGES.digits],
      [{ ...body, name: 'Meera <D>' }, PERSON_NAME_MESSAGES.symbols],
      [{ ...body, phone: '07911 123456' }, PHONE_MESSAGES.countryCodeRequired],
      [{ ...body, phone: '12ab' }, M.phoneInvalid],
    ] as const) {
      const answer = await post(app, '/api/auth/register', refused, bearer(token));
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    const registered = await post(
      app,
      '/api/auth/register',
      { ...body, phone: '+44 7911 123456' },
      bearer(token),
    );
    expect(registered.statusCode).toBe(200);
    const details = await post(app, '/api/auth/get-details', {}, bearer(registered.body.token));
    expect(details.body.data.user).toMatchObject({
      name: "Meera D'Souza",
      phone: '+447911123456',
    });
  });

  it('refuses one of the most common passwords, whatever its case, and takes an uncommon one', async () => {
    const email = uniqueEmail('common');
    const token = await signupToken(email);
    for (const password of ['12345678', 'Password1', 'iloveyou']) {
      const refused = await post(
        app,
        '/api/auth/register',
        { name: 'Grace Hopper', email, password },
        bearer(token),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.body.message).toContain(M.commonPassword);
    }
    const taken = await post(
      app,
      '/api/auth/register',
      { name: 'Grace Hopper', email, password: 'monsoon kites over Pune' },
      bearer(token),
    );
    expect(taken.statusCode).toBe(200);
  });

  it('refuses an easily guessed password: blank, one character, the product, the email or the name', async () => {
    const email = uniqueEmail('rear.admiral');
    const token = await signupToken(email);
    for (const [password, message] of [
      [' '.repeat(8), M.passwordOnlySpaces],
      ['aaaaaaaa', M.passwordOneCharacter],
      ['GIVECROWD rocks', M.passwordHasProductName],
      [email.toUpperCase(), M.passwordHasEmail],
      [`${email.split('@')[0]}!`, M.passwordHasEmail],
      ['admiral1906', M.passwordHasEmail],
      ['Grace Hopper', M.passwordHasName],
    ] as const) {
      const refused = await post(
        app,
        '/api/auth/register',
        { name: 'Grace Hopper', email, password },
        bearer(token),
      );
      expect(refused.statusCode, password).toBe(400);
      expect(refused.body.message, password).toContain(message);
      expect(refused.body.errors, password).toEqual([{ field: 'password', message }]);
    }
    const nameOnly = await post(
      app,
      '/api/auth/register',
      { name: 'Ada Lovelace', email: uniqueEmail('x'), password: 'lovelace engine' },
      bearer(await signupToken(uniqueEmail('y'))),
    );
    expect(nameOnly.body.message).toContain(M.passwordHasName);
  });

  it('does not accept a signup token as a session token', async () => {
    const token = await signupToken(uniqueEmail('kind'));
    const details = await post(app, '/api/auth/get-details', {}, bearer(token));
    expect(details.statusCode).toBe(401);
  });
});
