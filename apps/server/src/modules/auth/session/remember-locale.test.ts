import {
  bearer,
  buildAuthApp,
  createClock,
  latestCode,
  post,
  readOutbox,
  registerUser,
  uniqueEmail,
} from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { englishLeftIn } from '@test/english-left.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema.ts';

/*
 * The person's language (docs/product/messages-and-languages.md#emails): what a request sends at
 * once is in the language of its `language` cookie; an account keeps the cookie's language from
 * its sign-in and its signed-in calls.
 */

const clock = createClock();
let app: TestApp;

beforeAll(async () => {
  app = await buildAuthApp({}, clock);
});
afterAll(async () => app.close());

const HINDI = { cookie: 'language=hi' };
const ENGLISH = { cookie: 'theme=dark; language=en' };

async function storedLocale(email: string): Promise<string | undefined> {
  const [row] = await app.db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.email, email));
  return row?.locale;
}

describe('the language of the emails of a request', () => {
  it('writes the sign-up code and the welcome in Hindi for a person using the site in Hindi, and keeps Hindi as theirs', async () => {
    const email = uniqueEmail('hindi');
    await post(app, '/api/auth/signup/get-otp', { email }, HINDI);
    const [codeEmail] = await readOutbox(app, email);
    const code = await latestCode(app, email);
    expect(codeEmail?.subject).toBe(`आपका GiveCrowd साइन-अप कोड: ${code}`);
    expect(englishLeftIn(codeEmail, [code])).toEqual([]);

    const verified = await post(app, '/api/auth/signup/verify-otp', { email, otp: code }, HINDI);
    const registered = await post(
      app,
      '/api/auth/register',
      { name: 'Asha Rao', email, password: 'a good password' },
      { ...bearer(verified.body.token), ...HINDI },
    );
    expect(registered.statusCode).toBe(200);
    expect(await storedLocale(email)).toBe('hi');
    const [welcome] = await readOutbox(app, email);
    expect(welcome?.subject).toBe('GiveCrowd में आपका स्वागत है');
  });

  it('writes in English without the cookie, and with a cookie naming no language of the product', async () => {
    const [plain, french] = [uniqueEmail('plain'), uniqueEmail('french')];
    await post(app, '/api/auth/signup/get-otp', { email: plain });
    await post(app, '/api/auth/signup/get-otp', { email: french }, { cookie: 'language=fr' });
    for (const email of [plain, french]) {
      const [mail] = await readOutbox(app, email);
      expect(mail?.subject).toBe(`Your GiveCrowd sign-up code: ${mail?.code}`);
    }
  });

  it('writes the sign-in code to an account in the language of the request', async () => {
    const email = uniqueEmail('known');
    await registerUser(app, email);
    // A new code may be asked for a minute after the last.
    clock.advance(61_000);
    await post(app, '/api/auth/signup/get-otp', { email }, HINDI);
    const [mail] = await readOutbox(app, email);
    expect(mail?.subject).toBe(`आपका GiveCrowd साइन-इन कोड: ${mail?.code}`);
  });
});

describe('the language an account keeps', () => {
  it('follows the Language select at the next signed-in call; a call without the cookie changes nothing', async () => {
    const email = uniqueEmail('switch');
    const token = await registerUser(app, email);
    expect(await storedLocale(email)).toBe('en');

    await post(app, '/api/auth/get-details', {}, { ...bearer(token), ...HINDI });
    expect(await storedLocale(email)).toBe('hi');
    await post(app, '/api/auth/get-details', {}, bearer(token));
    expect(await storedLocale(email)).toBe('hi');
    await post(app, '/api/auth/get-details', {}, { ...bearer(token), ...ENGLISH });
    expect(await storedLocale(email)).toBe('en');
  });

  it('takes the language of a password login', async () => {
    const email = uniqueEmail('login');
    await registerUser(app, email, 'a good password');
    const login = await post(app, '/api/auth/login', { email, password: 'a good password' }, HINDI);
    expect(login.statusCode).toBe(200);
    expect(await storedLocale(email)).toBe('hi');
  });
});
