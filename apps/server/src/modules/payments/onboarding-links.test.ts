import { ONBOARDING_LINK_TTL_SECONDS } from '@givecrowd/shared/payments/payments-api';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { buildAuthApp, createClock } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import {
  BROWSER_ACCEPT,
  call,
  connectBody,
  insertDraft,
  pathOf,
  storedOrganization,
  submitForm,
  webOrigin,
} from '@test/checkout-helpers.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxAccounts } from '@/db/schema.ts';
import { escapeHtml } from '@/modules/mail/index.ts';

/**
 * Links into an account's hosted onboarding are the owner's alone
 * (docs/product/payments.md#onboarding-links): the re-connect call and the sandbox's onboarding
 * page and form open only with the signature the server handed the owner, for 30 minutes.
 */
const clock = createClock(new Date('2030-01-01T09:00:00Z'));
const MINUTE_MS = 60_000;
let app: TestApp;

beforeAll(async () => {
  app = await buildAuthApp({}, clock);
});
afterAll(async () => app?.close());

/** A new owner's draft with its sandbox account, the connect link and the status's own link. */
async function connectedOwner() {
  const user = await createTestUser(app);
  const draft = await insertDraft(app, { ownerId: user.id });
  const connected = await call(app, {
    method: 'POST',
    url: '/api/payments/stripe/connect',
    token: user.token,
    payload: connectBody(app, draft.slug),
  });
  expect(connected.statusCode).toBe(200);
  const accountId: string = connected.body.account_id;
  const status = await call(app, {
    method: 'GET',
    url: `/api/payments/stripe/onboarding-status?account_id=${accountId}`,
    token: user.token,
    // The wizard's own host, as the browser names it.
    headers: { host: new URL(webOrigin(app)).host },
  });
  expect(status.statusCode).toBe(200);
  return {
    user,
    draft,
    accountId,
    connectLink: connected.body.data.url as string,
    reconnectLink: status.body.url as string,
  };
}

/** A link with some of its query replaced (or removed, for undefined). */
function withQuery(link: string, changes: Record<string, string | undefined>): string {
  const url = new URL(link);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  return pathOf(url.href);
}

const open = (path: string) => call(app, { method: 'GET', url: path });

/** A signature with one character of its HMAC changed. */
const altered = (signature: string) =>
  `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;

async function onboardedAt(accountId: string) {
  const [row] = await app.db
    .select({ onboardedAt: sandboxAccounts.onboardedAt })
    .from(sandboxAccounts)
    .where(eq(sandboxAccounts.id, accountId));
  return row?.onboardedAt ?? null;
}

const notFound = { status: false, message: PAYMENTS_MESSAGES.onboardingLinkInvalid };

describe('GET /api/payments/stripe/re-connect', () => {
  it("opens the owner's link: 302 to the account's onboarding", async () => {
    const { accountId, reconnectLink } = await connectedOwner();
    const followed = await open(pathOf(reconnectLink));
    expect(followed.statusCode).toBe(302);
    expect(new URL(followed.headers.location as string).pathname).toBe(
      `/sandbox/payments/onboard/${accountId}`,
    );
  });

  it('answers an anonymous call with 404 and redirects nowhere', async () => {
    const { reconnectLink } = await connectedOwner();
    const anonymous = await open(withQuery(reconnectLink, { signature: undefined }));
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.body).toEqual(notFound);
    expect(anonymous.headers.location).toBeUndefined();
    const empty = await open(withQuery(reconnectLink, { signature: '' }));
    expect(empty.statusCode).toBe(404);
  });

  it("answers 404 for someone else's account with the caller's own signature", async () => {
    const victim = await connectedOwner();
    const attacker = await connectedOwner();
    const signature = new URL(attacker.reconnectLink).searchParams.get('signature') ?? '';
    const stolen = await open(
      withQuery(victim.reconnectLink, { account_id: victim.accountId, signature }),
    );
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).toEqual(notFound);
    expect(stolen.headers.location).toBeUndefined();
  });

  it('answers 404 for the owner’s signature on another of our domains', async () => {
    const { reconnectLink } = await connectedOwner();
    expect(new URL(reconnectLink).searchParams.get('domain')).toBe(webOrigin(app));
    const moved = await open(withQuery(reconnectLink, { domain: 'http://127.0.0.1:5173' }));
    expect(moved.statusCode).toBe(404);
  });

  it('answers 404 for an altered or expired signature; the link works for 30 minutes', async () => {
    const { reconnectLink } = await connectedOwner();
    const signature = new URL(reconnectLink).searchParams.get('signature') ?? '';
    const [expires = '', mac = ''] = signature.split('.');
    for (const forged of [
      altered(signature),
      `${Number(expires) + 3600}.${mac}`,
      `${expires}.${mac}.extra`,
      'not-a-signature',
    ]) {
      const response = await open(withQuery(reconnectLink, { signature: forged }));
      expect(response.statusCode, forged).toBe(404);
    }

    clock.advance(ONBOARDING_LINK_TTL_SECONDS * 1000 - MINUTE_MS);
    expect((await open(pathOf(reconnectLink))).statusCode).toBe(302);
    clock.advance(MINUTE_MS);
    const expired = await open(pathOf(reconnectLink));
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toEqual(notFound);
  });

  it('still answers 400 for a domain that is not ours, before anything else', async () => {
    const { reconnectLink } = await connectedOwner();
    const foreign = await open(withQuery(reconnectLink, { domain: 'https://evil.example' }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.message).toBe(PAYMENTS_MESSAGES.returnAddressNotAllowed);
  });
});

describe('the sandbox onboarding page and its form', () => {
  const page = (path: string) => app.inject({ url: path, headers: { accept: BROWSER_ACCEPT } });

  /** The page's form fields as the connect link gives them. */
  const fieldsOf = (link: string) => {
    const query = new URL(link).searchParams;
    return { return_url: query.get('return_url') ?? '', signature: query.get('signature') ?? '' };
  };

  it('shows the page only with the owner’s signature, and posts it back in its form', async () => {
    const { accountId, connectLink } = await connectedOwner();
    const shown = await page(pathOf(connectLink));
    expect(shown.statusCode).toBe(200);
    const { signature } = fieldsOf(connectLink);
    expect(shown.body).toContain(
      `<input type="hidden" name="signature" value="${escapeHtml(signature)}">`,
    );

    for (const changes of [{ signature: undefined }, { signature: altered(signature) }]) {
      const refused = await page(withQuery(connectLink, changes));
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toContain(escapeHtml(PAYMENTS_MESSAGES.onboardingLinkInvalid));
      expect(refused.body).not.toContain(accountId);
    }
  });

  it('marks nothing without a valid signature; the owner’s form post marks the account onboarded', async () => {
    const owner = await connectedOwner();
    const stranger = await connectedOwner();
    const action = new URL(owner.connectLink).pathname;
    const fields = fieldsOf(owner.connectLink);

    for (const forged of [
      { return_url: fields.return_url },
      { ...fields, signature: '' },
      { ...fields, signature: altered(fields.signature) },
      { ...fields, signature: fieldsOf(stranger.connectLink).signature },
    ]) {
      const posted = await submitForm(app, action, forged);
      expect(posted.statusCode).toBe(404);
      expect(posted.location).toBeUndefined();
    }
    // A signature is for the address it returns to: moved elsewhere among ours, it opens nothing.
    const moved = await submitForm(app, action, {
      ...fields,
      return_url: 'http://127.0.0.1:5173/organization/partner-onboarding',
    });
    expect(moved.statusCode).toBe(404);
    const enveloped = await app.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ return_url: fields.return_url }).toString(),
    });
    expect(enveloped.statusCode).toBe(404);
    expect(enveloped.json()).toEqual(notFound);
    expect(await onboardedAt(owner.accountId)).toBeNull();

    const completed = await submitForm(app, action, fields);
    expect(completed.statusCode).toBe(303);
    expect(completed.location).toBe(fields.return_url);
    expect(await onboardedAt(owner.accountId)).not.toBeNull();
    expect(await onboardedAt(stranger.accountId)).toBeNull();
  });

  it('refuses an expired signature, on the page and on its form', async () => {
    const { accountId, draft, connectLink } = await connectedOwner();
    clock.advance(ONBOARDING_LINK_TTL_SECONDS * 1000);
    expect((await page(pathOf(connectLink))).statusCode).toBe(404);
    const posted = await submitForm(app, new URL(connectLink).pathname, fieldsOf(connectLink));
    expect(posted.statusCode).toBe(404);
    expect(await onboardedAt(accountId)).toBeNull();
    expect((await storedOrganization(app, draft.id)).paymentOnboarded).toBe(false);
  });
});
