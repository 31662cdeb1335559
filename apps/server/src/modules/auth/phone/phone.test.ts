import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import { PHONE_MESSAGES } from '@givecrowd/shared/phone/messages';
import {
  bearer,
  buildAuthApp,
  createClock,
  latestCode,
  post,
  readOutbox,
  wrongCode,
} from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, verifiedPhones } from '@/db/schema.ts';

const clock = createClock();
let app: TestApp;

beforeAll(async () => {
  app = await buildAuthApp({}, clock);
});
afterAll(async () => app.close());

const phone = '+919876543210';
const email = 'signatory@example.org';

describe('signatory phone codes', () => {
  it('texts a code through the outbox and records the phone as verified for this user', async () => {
    const user = await createTestUser(app);
    const sent = await post(
      app,
      '/api/organization/send-otp',
      { phone, email },
      bearer(user.token),
    );
    expect(sent).toMatchObject({
      statusCode: 200,
      body: { status: true, message: M.phoneCodeSent },
    });
    const [sms] = await readOutbox(app, phone);
    expect(sms).toMatchObject({ channel: 'sms', to: phone, subject: '', html: null });
    expect(sms?.text).toMatch(/^[A-Z2-9]{4} is your GiveCrowd verification code\./);

    const wrong = await post(
      app,
      '/api/auth/partner-otp-verify',
      { phone, email, otp: wrongCode(sms?.code ?? '') },
      bearer(user.token),
    );
    expect(wrong).toEqual({
      statusCode: 400,
      headers: wrong.headers,
      body: { status: 'failed', message: M.codeWrong },
    });

    const other = await createTestUser(app);
    const stolen = await post(
      app,
      '/api/auth/partner-otp-verify',
      { phone, email, otp: sms?.code },
      bearer(other.token),
    );
    expect(stolen.statusCode).toBe(400);

    const ok = await post(
      app,
      '/api/auth/partner-otp-verify',
      { phone, email, otp: sms?.code },
      bearer(user.token),
    );
    expect(ok).toEqual({
      statusCode: 200,
      headers: ok.headers,
      body: { status: 'success', message: M.phoneVerified },
    });
    const rows = await app.db
      .select()
      .from(verifiedPhones)
      .where(eq(verifiedPhones.userId, user.id));
    expect(rows).toMatchObject([{ phone, email }]);
  });

  it('takes a phone typed with spaces and brackets, and texts and records it in E.164', async () => {
    const user = await createTestUser(app);
    const sent = await post(
      app,
      '/api/organization/send-otp',
      { phone: '+1 (415) 555-0142', email },
      bearer(user.token),
    );
    expect(sent.statusCode).toBe(200);
    const [sms] = await readOutbox(app, '+14155550142');
    expect(sms?.to).toBe('+14155550142');
    const ok = await post(
      app,
      '/api/auth/partner-otp-verify',
      { phone: '001 415.555.0142', email, otp: sms?.code },
      bearer(user.token),
    );
    expect(ok.body).toEqual({ status: 'success', message: M.phoneVerified });
    const rows = await app.db
      .select()
      .from(verifiedPhones)
      .where(eq(verifiedPhones.userId, user.id));
    expect(rows).toMatchObject([{ phone: '+14155550142', email }]);
  });

  it('send_otp does the same, with the resend wait, international phones and a token required', async () => {
    const user = await createTestUser(app);
    const otherPhone = '+14155550123';
    expect((await post(app, '/api/auth/send_otp', { phone: otherPhone, email })).statusCode).toBe(
      401,
    );
    // No country is known here, so a national phone is asked for its country code.
    const nationalPhone = await post(
      app,
      '/api/auth/send_otp',
      { phone: '98765 43210', email },
      bearer(user.token),
    );
    expect(nationalPhone.statusCode).toBe(400);
    expect(nationalPhone.body.message).toContain(PHONE_MESSAGES.countryCodeRequired);
    for (const phone of ['12345', '12ab']) {
      const badPhone = await post(app, '/api/auth/send_otp', { phone, email }, bearer(user.token));
      expect(badPhone.statusCode, phone).toBe(400);
      expect(badPhone.body.message, phone).toContain(M.phoneInvalid);
    }

    expect(
      (await post(app, '/api/auth/send_otp', { phone: otherPhone, email }, bearer(user.token)))
        .statusCode,
    ).toBe(200);
    const again = await post(
      app,
      '/api/auth/send_otp',
      { phone: otherPhone, email },
      bearer(user.token),
    );
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('60');

    const code = await latestCode(app, otherPhone);
    const otherEmail = await post(
      app,
      '/api/auth/partner-otp-verify',
      { phone: otherPhone, email: 'else@example.org', otp: code },
      bearer(user.token),
    );
    expect(otherEmail).toMatchObject({ statusCode: 400, body: { status: 'failed' } });
    const ok = await post(
      app,
      '/api/auth/partner-otp-verify',
      { phone: otherPhone, email, otp: code },
      bearer(user.token),
    );
    expect(ok.body.status).toBe('success');
  });

  it("answers '0000' and 'OOOO', outside the code alphabet, as wrong codes that take a try", async () => {
    const user = await createTestUser(app);
    const alphabetPhone = '+447911123456';
    await post(app, '/api/auth/send_otp', { phone: alphabetPhone, email }, bearer(user.token));
    const code = await latestCode(app, alphabetPhone);
    for (const otp of ['0000', 'OOOO']) {
      const wrong = await post(
        app,
        '/api/auth/partner-otp-verify',
        { phone: alphabetPhone, email, otp },
        bearer(user.token),
      );
      expect(wrong).toMatchObject({
        statusCode: 400,
        body: { status: 'failed', message: M.codeWrong },
      });
    }
    const [row] = await app.db
      .select()
      .from(oneTimeCodes)
      .where(like(oneTimeCodes.address, `${alphabetPhone}|%`));
    expect(row?.attempts).toBe(2);
    const malformed = await post(
      app,
      '/api/auth/partner-otp-verify',
      { phone: alphabetPhone, email, otp: '0000 0' },
      bearer(user.token),
    );
    expect(malformed).toMatchObject({
      statusCode: 400,
      body: { status: 'failed', message: M.codeInvalidFormat },
    });
    const right = await post(
      app,
      '/api/auth/partner-otp-verify',
      { phone: alphabetPhone, email, otp: code },
      bearer(user.token),
    );
    expect(right.body.status).toBe('success');
  });

  it('answers failed with 429 once tries are spent, 400 for bad input, 401 without a token', async () => {
    const user = await createTestUser(app);
    const lockedPhone = '+6591234567';
    await post(app, '/api/auth/send_otp', { phone: lockedPhone, email }, bearer(user.token));
    const code = await latestCode(app, lockedPhone);
    for (let tries = 0; tries < 5; tries += 1) {
      await post(
        app,
        '/api/auth/partner-otp-verify',
        { phone: lockedPhone, email, otp: wrongCode(code) },
        bearer(user.token),
      );
    }
    const spent = await post(
      app,
      '/api/auth/partner-otp-verify',
      { phone: lockedPhone, email, otp: code },
      bearer(user.token),
    );
    expect(spent).toMatchObject({
      statusCode: 429,
      body: { status: 'failed', message: M.codeTriesSpent },
    });
    expect(spent.headers['retry-after']).toBeDefined();

    const bad = await post(
      app,
      '/api/auth/partner-otp-verify',
      { phone: lockedPhone, email, otp: '' },
      bearer(user.token),
    );
    expect(bad).toMatchObject({
      statusCode: 400,
      body: { status: 'failed', message: M.codeRequired },
    });
    const anonymous = await post(app, '/api/auth/partner-otp-verify', {
      phone: lockedPhone,
      email,
      otp: code,
    });
    expect(anonymous).toMatchObject({ statusCode: 401, body: { status: 'failed' } });
  });
});
