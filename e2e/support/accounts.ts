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
