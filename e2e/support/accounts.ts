import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

export const PASSWORD = 'a good password';

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.org`;

/** Polls the development outbox (docs/product/http-contract.md#development-only) for the newest code sent to `to`. */
export async function codeFromOutbox(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      code = (await answer.json()).data[0]?.code;
      return code;
    })
    .toMatch(/^[A-Z2-9]{4}$/);
  return code ?? '';
}

/** Signs a new person up over HTTP (signup code → verify → register) and answers the token. */
export async function signUp(request: APIRequestContext, label = 'e2e'): Promise<string> {
  const email = uniqueEmail(label);
  expect((await request.post('/api/auth/signup/get-otp', { data: { email } })).ok()).toBe(true);
  const verified = await request.post('/api/auth/signup/verify-otp', {
    data: { email, otp: await codeFromOutbox(request, email) },
  });
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Asha Rao', email, password: PASSWORD },
    headers: { Authorization: `Bearer ${(await verified.json()).token}` },
  });
  expect(registered.ok()).toBe(true);
  return (await registered.json()).token;
}

type OutboxMail = {
  subject: string;
  text: string;
  html: string | null;
  code?: string;
  link?: string;
};

/** The newest message sent to `to` that `matches`, polled from the development outbox. */
export async function mailFromOutbox(
  request: APIRequestContext,
  to: string,
  matches: (mail: OutboxMail) => boolean,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const [newest]: OutboxMail[] = (await answer.json()).data;
      found = newest && matches(newest) ? newest : undefined;
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no matching message to ${to}`);
  return found;
}

/**
 * An account made over HTTP through an invite code (its own code flow, so the address may be sent
 * a sign-up or sign-in code at once, with no resend wait). Answers the email.
 */
export async function createAccountByInvite(
  request: APIRequestContext,
  label = 'invited',
): Promise<string> {
  const email = uniqueEmail(label);
  expect((await request.post('/api/auth/get-invite', { data: { email } })).ok()).toBe(true);
  const accepted = await request.post('/api/auth/submit-invite-code', {
    data: { email, code: await codeFromOutbox(request, email) },
  });
  expect(accepted.ok()).toBe(true);
  return email;
}
