import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import {
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
import { organizations, sandboxAccounts } from '@/db/schema.ts';
import { signOnboardingLink } from './onboarding-link-signature.ts';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({ platformDomain: 'givecrowd.test', appHosts: ['app.givecrowd.test'] });
});

afterAll(async () => {
  await app?.close();
});

async function ownerWithDraft(options: { country?: string } = {}) {
  const user = await createTestUser(app);
  const draft = await insertDraft(app, { ownerId: user.id, ...options });
  return { user, draft };
}

const connect = (token: string, body: object) =>
  call(app, { method: 'POST', url: '/api/payments/stripe/connect', token, payload: body });

const onboardingStatus = (token: string, accountId: string) =>
  call(app, {
    method: 'GET',
    url: `/api/payments/stripe/onboarding-status?account_id=${encodeURIComponent(accountId)}`,
    token,
  });

/** The re-connect call for an account and domain, with the owner's signature when given. */
const reconnect = (accountId: string, domain: string, signature?: string) =>
  call(app, {
    method: 'GET',
    url: `/api/payments/stripe/re-connect?${new URLSearchParams({ stripe: 'refresh_url', account_id: accountId, domain, type: 'create', ...(signature ? { signature } : {}) })}`,
  });

/** The signature the owner's link for this account and domain carries. */
const ownerSignature = (ownerId: string, accountId: string, domain: string) =>
  signOnboardingLink({
    signer: { secret: app.config.authSecret, now: () => new Date() },
    accountId,
    ownerId,
    origin: new URL(domain).origin,
  });

/** Opens the sandbox onboarding link and presses "Complete onboarding", as a person does. */
async function completeOnboarding(link: string) {
  const page = await call(app, { method: 'GET', url: pathOf(link) });
  expect(page.statusCode).toBe(200);
  const query = new URL(link).searchParams;
  return submitForm(app, new URL(link).pathname, {
    return_url: query.get('return_url') ?? '',
    signature: query.get('signature') ?? '',
  });
}

describe('POST /api/payments/stripe/connect on the sandbox', () => {
  it('creates one account and a link to its hosted onboarding that returns to the wizard', async () => {
    const { user, draft } = await ownerWithDraft();
    const response = await connect(user.token, connectBody(app, draft.slug));

    expect(response.statusCode).toBe(200);
    expect(response.body.account_id).toMatch(/^sbx_acct_[0-9a-f]{24}$/);
    const link = new URL(response.body.data.url);
    expect(link.pathname).toBe(`/sandbox/payments/onboard/${response.body.account_id}`);
    expect(link.searchParams.get('return_url')).toBe(
      `${webOrigin(app)}/organization/partner-onboarding`,
    );
    const stored = await storedOrganization(app, draft.id);
    expect(stored).toMatchObject({
      paymentProvider: 'sandbox',
      paymentAccountId: response.body.account_id,
      paymentOnboarded: false,
    });
  });

  it('reuses the account on a second connect', async () => {
    const { user, draft } = await ownerWithDraft();
    const first = await connect(user.token, connectBody(app, draft.slug));
    const second = await connect(user.token, connectBody(app, draft.slug));

    expect(second.statusCode).toBe(200);
    expect(second.body.account_id).toBe(first.body.account_id);
    const accounts = await app.db
      .select()
      .from(sandboxAccounts)
      .where(eq(sandboxAccounts.id, first.body.account_id));
    expect(accounts).toHaveLength(1);
  });

  it('makes one account when five connects race', async () => {
    const { user, draft } = await ownerWithDraft();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => connect(user.token, connectBody(app, draft.slug))),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.body.account_id));
    expect(ids.size).toBe(1);
    const accounts = await app.db
      .select()
      .from(sandboxAccounts)
      .where(eq(sandboxAccounts.idempotencyKey, `organization-account-${draft.id}`));
    expect(accounts.map((account) => account.id)).toEqual([...ids]);
    expect((await storedOrganization(app, draft.id)).paymentAccountId).toBe([...ids][0]);
  });

  it("answers 404 for someone else's draft and makes no account", async () => {
    const { draft } = await ownerWithDraft();
    const stranger = await createTestUser(app);
    const response = await connect(stranger.token, connectBody(app, draft.slug));

    expect(response.statusCode).toBe(404);
    expect(response.body).toEqual({ status: false, message: DRAFT_MESSAGES.notFound });
    expect((await storedOrganization(app, draft.id)).paymentAccountId).toBeNull();
  });

  it('refuses an organization in India: its step 2 takes bank accounts', async () => {
    const { user, draft } = await ownerWithDraft({ country: 'IN' });
    const response = await connect(user.token, connectBody(app, draft.slug, { country: 'IN' }));

    expect(response.statusCode).toBe(400);
    expect(response.body.message).toBe(PAYMENTS_MESSAGES.connectOutsideIndiaOnly);
    expect((await storedOrganization(app, draft.id)).paymentAccountId).toBeNull();
  });

  it('refuses to return anywhere but one of our sites', async () => {
    const { user, draft } = await ownerWithDraft();
    const response = await connect(
      user.token,
      connectBody(app, draft.slug, { domain: 'https://evil.example' }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.body.message).toBe(PAYMENTS_MESSAGES.returnAddressNotAllowed);
  });

  it('needs a token', async () => {
    const response = await call(app, {
      method: 'POST',
      url: '/api/payments/stripe/connect',
      payload: connectBody(app, 'any-slug'),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/payments/stripe/onboarding-status', () => {
  it('is false until "Complete onboarding" is pressed, then true and kept on the organization', async () => {
    const { user, draft } = await ownerWithDraft();
    const connected = await connect(user.token, connectBody(app, draft.slug));
    const accountId = connected.body.account_id;

    const before = await onboardingStatus(user.token, accountId);
    expect(before.statusCode).toBe(200);
    expect(before.body).toMatchObject({ status: true, onboarded: false });

    const completed = await completeOnboarding(connected.body.data.url);
    expect(completed.statusCode).toBe(303);
    expect(completed.location).toBe(`${webOrigin(app)}/organization/partner-onboarding`);

    const after = await onboardingStatus(user.token, accountId);
    expect(after.body).toMatchObject({ status: true, onboarded: true });
    expect((await storedOrganization(app, draft.id)).paymentOnboarded).toBe(true);
  });

  it("answers 404 for an account on someone else's organization, or none", async () => {
    const { user, draft } = await ownerWithDraft();
    const connected = await connect(user.token, connectBody(app, draft.slug));
    const stranger = await createTestUser(app);

    const foreign = await onboardingStatus(stranger.token, connected.body.account_id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.message).toBe(PAYMENTS_MESSAGES.accountNotFound);
    expect(foreign.body.url).toBeUndefined();
    expect((await onboardingStatus(user.token, 'sbx_acct_unknown')).statusCode).toBe(404);
  });

  it("answers the owner's own re-connect link, signed for them and their web origin", async () => {
    const { user, draft } = await ownerWithDraft();
    const { account_id: accountId } = (await connect(user.token, connectBody(app, draft.slug)))
      .body;
    const status = await call(app, {
      method: 'GET',
      url: `/api/payments/stripe/onboarding-status?account_id=${accountId}`,
      token: user.token,
      // The web origin the wizard is on, as the browser names it: the link returns there.
      headers: { host: 'hope.givecrowd.test' },
    });
    const link = new URL(status.body.url);
    expect(`${link.origin}${link.pathname}`).toBe(
      `${app.config.publicUrl}/api/payments/stripe/re-connect`,
    );
    expect(Object.fromEntries(link.searchParams)).toEqual({
      stripe: 'refresh_url',
      account_id: accountId,
      domain: 'http://hope.givecrowd.test',
      type: 'create',
      signature: expect.stringMatching(/^\d+\.[\w-]{43}$/),
    });

    const followed = await call(app, { method: 'GET', url: pathOf(status.body.url) });
    expect(followed.statusCode).toBe(302);
    expect(new URL(followed.headers.location as string).pathname).toBe(
      `/sandbox/payments/onboard/${accountId}`,
    );
  });
});

describe('GET /api/payments/stripe/re-connect', () => {
  it('redirects to a fresh onboarding link that returns to the given site, with the same signature', async () => {
    const { user, draft } = await ownerWithDraft();
    const connected = await connect(user.token, connectBody(app, draft.slug));
    const accountId = connected.body.account_id;
    const domain = 'https://hope.givecrowd.test';
    const signature = ownerSignature(user.id, accountId, domain);
    const response = await reconnect(accountId, domain, signature);

    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = new URL(response.headers.location as string);
    expect(location.pathname).toBe(`/sandbox/payments/onboard/${accountId}`);
    expect(location.searchParams.get('return_url')).toBe(
      'https://hope.givecrowd.test/organization/partner-onboarding',
    );
    expect(location.searchParams.get('signature')).toBe(signature);
  });

  it("accepts the product's hosts and verified own domains, and nothing else", async () => {
    const { user, draft } = await ownerWithDraft();
    const { account_id: accountId } = (await connect(user.token, connectBody(app, draft.slug)))
      .body;
    await app.db
      .update(organizations)
      .set({ customDomain: 'donate.hopeharbor.example', pendingDomain: null })
      .where(eq(organizations.id, draft.id));
    await app.db
      .update(organizations)
      .set({ pendingDomain: 'unproven.example' })
      .where(eq(organizations.id, draft.id));

    for (const domain of [
      'https://app.givecrowd.test',
      'https://givecrowd.test',
      'https://donate.hopeharbor.example',
      'http://localhost:5173',
    ]) {
      const signature = ownerSignature(user.id, accountId, domain);
      expect((await reconnect(accountId, domain, signature)).statusCode, domain).toBe(302);
    }
    for (const domain of [
      'https://evil.example',
      'https://unproven.example',
      'https://givecrowd.test.evil.example',
      'https://a.b.givecrowd.test',
      'javascript:alert(1)',
    ]) {
      const response = await reconnect(accountId, domain);
      expect(response.statusCode, domain).toBe(400);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('answers 404 for an unknown account, even with a signature for it', async () => {
    const user = await createTestUser(app);
    const signature = ownerSignature(user.id, 'sbx_acct_unknown', webOrigin(app));
    const response = await reconnect('sbx_acct_unknown', webOrigin(app), signature);
    expect(response.statusCode).toBe(404);
    expect(response.body.message).toBe(PAYMENTS_MESSAGES.onboardingLinkInvalid);
  });
});
