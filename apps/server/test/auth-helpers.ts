import { randomUUID } from 'node:crypto';
import type { Config } from '@/config.ts';
import { settleWorkAfterAnswers } from '@/modules/auth/index.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';

export type OutboxItem = {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
  html: string | null;
  code?: string;
  link?: string;
  /** The files an email carries, by name and type. */
  attachments?: { filename: string; content_type: string }[];
  status: string;
};

/** A clock the test moves by hand: expiry and waits are checked without sleeping. */
export function createClock(start = new Date('2030-01-01T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

/** An app whose auth limits stay out of the way, unless a test sets them. */
export function buildAuthApp(
  overrides: Partial<Config> = {},
  clock = createClock(),
): Promise<TestApp> {
  return buildTestApp(
    {
      authRateLimit: { perIp: 10_000, perEmail: 10_000 },
      codeSendsPerIpPerHour: 10_000,
      ...overrides,
    },
    { now: clock.now },
  );
}

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.org`;

export async function post(
  app: TestApp,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({ method: 'POST', url, payload, headers });
  return { statusCode: response.statusCode, headers: response.headers, body: response.json() };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The messages queued to an address, newest first, once the work after earlier answers is done. */
export async function readOutbox(app: TestApp, to: string): Promise<OutboxItem[]> {
  await settleWorkAfterAnswers();
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  return response.json().data;
}

export async function latestCode(app: TestApp, to: string): Promise<string> {
  const [message] = await readOutbox(app, to);
  if (!message?.code) throw new Error(`no code sent to ${to}`);
  return message.code;
}

/** Another code of the same alphabet, certainly wrong. */
export function wrongCode(code: string): string {
  return code === 'AAAA' ? 'BBBB' : 'AAAA';
}

/** The whole sign-up: code by email, verify, register. Answers the session token. */
export async function registerUser(app: TestApp, email: string, password = 'a good password') {
  await post(app, '/api/auth/signup/get-otp', { email });
  const verified = await post(app, '/api/auth/signup/verify-otp', {
    email,
    otp: await latestCode(app, email),
  });
  const registered = await post(
    app,
    '/api/auth/register',
    { name: 'Ada Lovelace', email, password },
    bearer(verified.body.token),
  );
  if (registered.statusCode !== 200)
    throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  return registered.body.token as string;
}
