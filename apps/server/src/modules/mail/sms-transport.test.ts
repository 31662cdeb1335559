import {
  LocalTwilioClient,
  startTwilioApi,
  type TwilioApi,
  twilioTestConfig,
} from '@test/twilio-api.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxRow } from './outbox-repository.ts';
import { createTwilioTransport } from './sms-transport.ts';
import { phoneCodeSms } from './templates.ts';

const to = '+919876543210';
let api: TwilioApi;

beforeAll(async () => {
  api = await startTwilioApi(twilioTestConfig);
});
afterAll(async () => api?.stop());
beforeEach(() => {
  api.received.length = 0;
  api.failWith(undefined);
});

function smsRow(code: string): OutboxRow {
  const message = phoneCodeSms({ locale: 'en', to, code });
  const at = new Date();
  return {
    ...message,
    id: 1,
    code,
    link: null,
    replyTo: null,
    attachments: [],
    status: 'pending',
    attempts: 0,
    nextAttemptAt: at,
    lastError: null,
    sentAt: null,
    createdAt: at,
  };
}

const localTransport = (overrides: Partial<typeof twilioTestConfig> = {}) =>
  createTwilioTransport({
    ...twilioTestConfig,
    ...overrides,
    httpClient: new LocalTwilioClient(api.baseUrl),
  });

describe('the Twilio adapter against a local Messages API', () => {
  it('posts To, From and Body with the account credentials through the official SDK', async () => {
    const row = smsRow('AB2C');
    await localTransport().send(row);

    const basic = Buffer.from(`${twilioTestConfig.accountSid}:${twilioTestConfig.authToken}`);
    expect(api.received).toEqual([
      {
        accountSid: twilioTestConfig.accountSid,
        authorization: `Basic ${basic.toString('base64')}`,
        userAgent: expect.stringMatching(/^twilio-node\/6\.2\.0 /),
        form: { To: to, From: twilioTestConfig.from, Body: row.text },
      },
    ]);
  });

  it('sends through a Messaging Service when TWILIO_FROM is its SID', async () => {
    const messagingServiceSid = `MG${'fedcba9876543210'.repeat(2)}`;
    await localTransport({ from: messagingServiceSid }).send(smsRow('XY7Z'));
    expect(api.received[0]?.form).toEqual({
      To: to,
      MessagingServiceSid: messagingServiceSid,
      Body: smsRow('XY7Z').text,
    });
  });

  it("throws Twilio's reason for a refused token or a server error", async () => {
    await expect(localTransport({ authToken: 'wrong' }).send(smsRow('AB2C'))).rejects.toThrow(
      'Twilio answered 401 (error 20003): Authenticate',
    );
    api.failWith(500);
    await expect(localTransport().send(smsRow('AB2C'))).rejects.toThrow(
      'Twilio answered 500 (error 20500): An internal server error has occurred',
    );
    expect(api.received).toEqual([]);
  });

  it('throws a bare error when Twilio cannot be reached, without the request and its credentials', async () => {
    const stopped = await startTwilioApi(twilioTestConfig);
    await stopped.stop();
    const transport = createTwilioTransport({
      ...twilioTestConfig,
      httpClient: new LocalTwilioClient(stopped.baseUrl),
    });
    const error = await transport.send(smsRow('AB2C')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^Twilio request failed: .*ECONNREFUSED/);
    // Only whether to retry travels with the reason: no request, no credentials.
    expect(Object.keys(error as Error).sort()).toEqual(['name', 'permanent']);
  });
});
