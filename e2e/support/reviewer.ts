import { type APIRequestContext, expect } from '@playwright/test';
import { PASSWORD } from './accounts.ts';

/**
 * The reviewer of the e2e server: its ADMIN_EMAILS (docs/product/verification.md#reviewers). The
 * account is made once, when the server starts.
 */
export const REVIEWER_EMAIL = 'reviewer@e2e.example.org';

async function post(baseUrl: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { token?: string; message?: string };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer.message}`);
  return answer;
}

/** Signs the reviewer up over HTTP (signup code → verify → register), before any spec runs. */
export async function createReviewer(baseUrl: string): Promise<void> {
  await post(baseUrl, '/api/auth/signup/get-otp', { email: REVIEWER_EMAIL });
  let code: string | undefined;
  for (let tries = 0; tries < 50 && !code; tries += 1) {
    const outbox = await fetch(
      `${baseUrl}/api/dev/outbox?to=${encodeURIComponent(REVIEWER_EMAIL)}`,
    );
    code = ((await outbox.json()) as { data: { code?: string }[] }).data[0]?.code;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!code) throw new Error('no sign-up code was sent to the reviewer');
  const verified = await post(baseUrl, '/api/auth/signup/verify-otp', {
    email: REVIEWER_EMAIL,
    otp: code,
  });
  await post(
    baseUrl,
    '/api/auth/register',
    { name: 'Ravi Reviewer', email: REVIEWER_EMAIL, password: PASSWORD },
    verified.token,
  );
}

/** A session token of the reviewer. */
export async function reviewerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: REVIEWER_EMAIL, password: PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return (await login.json()).token;
}

/** A reviewer's move over HTTP (docs/product/verification.md#the-calls). */
export async function moveOrganization(
  request: APIRequestContext,
  slug: string,
  move: { from: string; to: string; note: string; fields?: { field: string; note: string }[] },
): Promise<void> {
  const token = await reviewerToken(request);
  const moved = await request.post(`/api/admin/organizations/${slug}/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { fields: [], ...move },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
}

/** A submitted organization taken into review and approved over HTTP: it is public now. */
export async function approveOrganization(request: APIRequestContext, slug: string) {
  await moveOrganization(request, slug, {
    from: 'submitted',
    to: 'in_review',
    note: 'Checking the documents.',
  });
  await moveOrganization(request, slug, {
    from: 'in_review',
    to: 'approved',
    note: 'Everything is in order.',
  });
}
