import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import {
  buildAuthApp,
  createClock,
  latestCode,
  readOutbox,
  registerUser,
  uniqueEmail,
} from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_WINDOW_MS } from './login-failures.ts';

/** Wrong passwords for one email, from every address, before the code is asked for. */
const THRESHOLD = 3;
const RIGHT = 'right password';
const clock = createClock();
let app: TestApp;

beforeAll(async () => {
  app = await buildAuthApp({ authRateLimit: { perIp: 10_000, perEmail: THRESHOLD } }, clock);
});
afterAll(async () => app.close());

/** An account whose sign-up code is older than the wait before another code may be sent. */
async function registerOwner(label: string): Promise<string> {
  const email = uniqueEmail(label);
  await registerUser(app, email, RIGHT);
  clock.advance(61_000);
  return email;
}

let lastAddress = 0;
/** A fresh client address each call. */
const newAddress = () => {
  lastAddress += 1;
  return `198.51.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

async function login(email: string, password: string, ip: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
  return { statusCode: response.statusCode, headers: response.headers, body: response.json() };
}

/** Wrong passwords for `email`, each from its own address (a botnet). */
async function floodFromEverywhere(email: string, times = THRESHOLD) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    expect((await login(email, `guess number ${attempt}`, newAddress())).statusCode).toBe(401);
  }
}

const codeRequired = {
  statusCode: 401,
  body: {
    status: false,
    message: M.loginCodeRequired,
    errors: [{ field: 'otp', message: M.loginCodeRequired }],
  },
};

describe('wrong passwords, per email and address', () => {
  it('cuts a flood from one address, which stays refused even with the right password', async () => {
    const email = uniqueEmail('one-address');
    await registerUser(app, email, RIGHT);
    const attacker = newAddress();
    for (let attempt = 0; attempt < THRESHOLD; attempt += 1) {
      expect(await login(email, 'a wrong guess', attacker)).toMatchObject({
        statusCode: 401,
        body: { status: false, message: M.loginFailed },
      });
    }
    for (const password of ['another guess', RIGHT]) {
      const refused = await login(email, password, attacker);
      expect(refused).toMatchObject({
        statusCode: 429,
        body: { status: false, message: API_MESSAGES.rateLimited },
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('lets the owner in with an emailed code when the email is flooded from elsewhere', async () => {
    const email = await registerOwner('flooded');
    await floodFromEverywhere(email);

    const owner = newAddress();
    expect(await login(email, RIGHT, owner)).toMatchObject(codeRequired);
    const [mail] = await readOutbox(app, email);
    expect(mail?.subject).toBe(`Your GiveCrowd sign-in code: ${mail?.code}`);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/signup/verify-otp',
      payload: { email, otp: await latestCode(app, email) },
      remoteAddress: owner,
    });
    expect(verified.json()).toMatchObject({ status: true, signed_in: true });
  });

  it('answers a wrong password past the threshold exactly as the right one, sending no code, then refuses that address', async () => {
    const email = await registerOwner('guessed');
    await floodFromEverywhere(email);
    const mailsBefore = (await readOutbox(app, email)).length;

    const guesser = newAddress();
    const guess = await login(email, 'one more guess', guesser);
    const right = await login(email, RIGHT, newAddress());
    expect(guess.statusCode).toBe(right.statusCode);
    expect(guess.body).toEqual(right.body);
    expect(guess).toMatchObject(codeRequired);
    // Only the right password sent a code.
    expect(await readOutbox(app, email)).toHaveLength(mailsBefore + 1);

    expect((await login(email, RIGHT, guesser)).statusCode).toBe(429);
  });

  it('answers an email without an account as one with an account, and mails it nothing', async () => {
    const nobody = uniqueEmail('nobody');
    await floodFromEverywhere(nobody);
    expect(await login(nobody, RIGHT, newAddress())).toMatchObject(codeRequired);
    expect(await readOutbox(app, nobody)).toEqual([]);
  });

  it('keeps the password working below the threshold, and never counts a right password', async () => {
    const email = uniqueEmail('owner');
    await registerUser(app, email, RIGHT);
    const owner = newAddress();
    for (let login_ = 0; login_ < THRESHOLD * 3; login_ += 1) {
      expect((await login(email, RIGHT, owner)).statusCode).toBe(200);
    }
    await floodFromEverywhere(email, THRESHOLD - 1);
    expect((await login(email, RIGHT, owner)).statusCode).toBe(200);
    expect((await login(email, RIGHT, newAddress())).statusCode).toBe(200);
  });

  it('forgets the wrong passwords when their window ends', async () => {
    const email = uniqueEmail('window');
    await registerUser(app, email, RIGHT);
    const attacker = newAddress();
    for (let attempt = 0; attempt < THRESHOLD; attempt += 1) {
      await login(email, 'a wrong guess', attacker);
    }
    expect((await login(email, RIGHT, attacker)).statusCode).toBe(429);
    expect((await login(email, RIGHT, newAddress())).statusCode).toBe(401);
    clock.advance(LOGIN_FAILURE_WINDOW_MS);
    expect((await login(email, RIGHT, attacker)).statusCode).toBe(200);
  });
});
