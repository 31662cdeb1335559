import { bearer, post, readOutbox } from '@test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import {
  LocalTwilioClient,
  startTwilioApi,
  type TwilioApi,
  twilioTestConfig,
} from '@test/twilio-api.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@/db/schema.ts';
import { createTwilioTransport } from './sms-transport.ts';

const RETRY_BASE_MS = 1000;
const email = 'signatory@example.org';
let api: TwilioApi;
let app: TestApp;

beforeAll(async () => {
  api = await startTwilioApi(twilioTestConfig);
  const sms = createTwilioTransport({
    ...twilioTestConfig,
    httpClient: new LocalTwilioClient(api.baseUrl),
  });
  // The worker's own poll stays out of the way: each test runs it by hand.
  app = await buildTestApp(
    { outboxPollMs: 60 * 60_000, outboxRetryBaseMs: RETRY_BASE_MS },
    { sms },
  );
});
afterAll(async () => {
  await app?.close();
  await api?.stop();
});

/** Signs a user in and has send-otp queue a code for `phone`; answers the user's token. */
async function sendPhoneCode(target: TestApp, phone: string): Promise<string> {
  const { token } = await createTestUser(target);
  const sent = await post(target, '/api/organization/send-otp', { phone, email }, bearer(token));
  expect(sent.statusCode).toBe(200);
  return token;
}

async function outboxRow(target: TestApp, phone: string) {
  const [row] = await target.db.select().from(outbox).where(eq(outbox.to, phone));
  if (!row) throw new Error(`no outbox row for ${phone}`);
  return row;
}

describe('outbox delivery over Twilio', () => {
  it('texts the signatory code sent by send-otp and marks the row sent', async () => {
    const phone = '+919876543210';
    const token = await sendPhoneCode(app, phone);
    // The request only queued the message.
    expect(api.received.filter((sms) => sms.form.To === phone)).toEqual([]);

    expect(await app.outboxWorker.runOnce()).toBe(1);
    const [sms] = api.received.filter((item) => item.form.To === phone);
    expect(sms?.form.From).toBe(twilioTestConfig.from);
    const code = sms?.form.Body?.match(/^([A-Z2-9]{4}) is your GiveCrowd verification code\./)?.[1];
    expect(code).toBeDefined();

    const row = await outboxRow(app, phone);
    expect(row).toMatchObject({ status: 'sent', attempts: 0, lastError: null, code });
    expect(row.sentAt).not.toBeNull();

    const verified = await post(
      app,
      '/api/auth/partner-otp-verify',
      { phone, email, otp: code },
      bearer(token),
    );
    expect(verified.body.status).toBe('success');
  });

  it('keeps the SMS while Twilio answers 500 and delivers it once Twilio recovers', async () => {
    const phone = '+14155550123';
    api.failWith(500);
    await sendPhoneCode(app, phone);

    const before = Date.now();
    expect(await app.outboxWorker.runOnce()).toBe(1);
    const after = Date.now();
    const failed = await outboxRow(app, phone);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Twilio answered 500 (error 20500): An internal server error has occurred',
      sentAt: null,
    });
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + RETRY_BASE_MS);
    expect(failed.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + RETRY_BASE_MS);
    // Not due yet: the worker leaves it alone until the back-off has passed.
    expect(await app.outboxWorker.runOnce()).toBe(0);

    api.failWith(undefined);
    await new Promise((resolve) =>
      setTimeout(resolve, failed.nextAttemptAt.getTime() - Date.now() + 10),
    );
    expect(await app.outboxWorker.runOnce()).toBe(1);
    expect(api.received.filter((sms) => sms.form.To === phone)).toHaveLength(1);
    expect(await outboxRow(app, phone)).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
    });
  });

  it('stops for good, keeping the reason, when Twilio refuses the number', async () => {
    const phone = '+14155550188';
    api.failWith(400);
    await sendPhoneCode(app, phone);
    expect(await app.outboxWorker.runOnce()).toBe(1);
    api.failWith(undefined);
    expect(await outboxRow(app, phone)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: "Twilio answered 400 (error 21211): The 'To' number is not a valid phone number.",
    });
    const [listed] = await readOutbox(app, phone);
    expect(listed).toMatchObject({
      status: 'failed',
      last_error: expect.stringContaining('21211'),
    });
  });

  it('never texts a code twice when Twilio took it but the answer was lost', async () => {
    const phone = '+14155550199';
    api.loseNextAnswer();
    await sendPhoneCode(app, phone);
    expect(await app.outboxWorker.runOnce()).toBe(1);
    const lost = await outboxRow(app, phone);
    expect(lost).toMatchObject({ status: 'pending', attempts: 1 });

    await new Promise((resolve) =>
      setTimeout(resolve, lost.nextAttemptAt.getTime() - Date.now() + 10),
    );
    expect(await app.outboxWorker.runOnce()).toBe(1);
    expect(api.received.filter((sms) => sms.form.To === phone)).toHaveLength(1);
    expect(await outboxRow(app, phone)).toMatchObject({ status: 'sent' });
  });

  it('drops a code that expired before it could be delivered', async () => {
    const phone = '+14155550177';
    await sendPhoneCode(app, phone);
    await app.db
      .update(outbox)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(outbox.to, phone));
    expect(await app.outboxWorker.runOnce()).toBe(1);
    expect(await outboxRow(app, phone)).toMatchObject({
      status: 'failed',
      lastError: 'The code expired before the message could be delivered.',
    });
    expect(api.received.filter((sms) => sms.form.To === phone)).toEqual([]);
  });

  it('holds SMS in the outbox, readable at /api/dev/outbox, when Twilio is not configured', async () => {
    const plain = await buildTestApp({ outboxPollMs: 60 * 60_000 });
    try {
      const phone = '+6591234567';
      await sendPhoneCode(plain, phone);
      expect(await plain.outboxWorker.runOnce()).toBe(1);
      const [sms] = await readOutbox(plain, phone);
      expect(sms).toMatchObject({ channel: 'sms', status: 'held' });
      expect(sms?.text.startsWith(`${sms?.code} is your GiveCrowd verification code.`)).toBe(true);
      expect(api.received.filter((item) => item.form.To === phone)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
