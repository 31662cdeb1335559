import {
  validUsCompany,
  validUsNgo,
} from '@givecrowd/shared/organization/registration-form.fixtures';
import { bearer, post } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { call, connectBody, pathOf, storedOrganization } from '@test/checkout-helpers.ts';
import { type FakeStripeApi, startFakeStripeApi } from '@test/fake-stripe-api.ts';
import { buildPaymentsApp, createOwner, insertStepTwoDraft } from '@test/payments-page-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The payment calls with Stripe configured (docs/product/payments.md#provider-accounts): the
 * official SDK against the local Stripe server, through our routes as the web calls them.
 */
describe('the payment calls on Stripe', () => {
  let api: FakeStripeApi;
  let app: TestApp;

  beforeAll(async () => {
    api = await startFakeStripeApi();
    app = await buildPaymentsApp({ stripe: api.config, paymentTimeoutMs: 2000 });
  });
  afterAll(async () => {
    await app.close();
    await api.stop();
  });

  it('connects one Stripe account per organization, reports its onboarding and re-connects', async () => {
    const owner = await createOwner(app);
    const draft = await insertStepTwoDraft(app, { ownerId: owner.id, form: validUsNgo });
    const connect = () =>
      post(app, '/api/payments/stripe/connect', connectBody(app, draft.slug), bearer(owner.token));

    const first = await connect();
    expect(first.statusCode).toBe(200);
    const accountId: string = first.body.account_id;
    expect(accountId).toMatch(/^acct_/);
    expect(first.body.data.url).toBe(`${api.apiBase.origin}/setup/${accountId}`);
    const second = await connect();
    expect(second.body.account_id).toBe(accountId);
    expect(api.accounts.size).toBe(1);
    expect(api.accounts.get(accountId)).toMatchObject({
      country: 'US',
      business_type: 'non_profit',
    });
    const stored = await storedOrganization(app, draft.id);
    expect(stored).toMatchObject({ paymentProvider: 'stripe', paymentAccountId: accountId });

    const status = () =>
      call(app, {
        method: 'GET',
        url: `/api/payments/stripe/onboarding-status?account_id=${accountId}`,
        token: owner.token,
      });
    expect((await status()).body).toMatchObject({ status: true, onboarded: false });
    api.completeOnboarding(accountId);
    expect((await status()).body).toMatchObject({ status: true, onboarded: true });
    expect((await storedOrganization(app, draft.id)).paymentOnboarded).toBe(true);

    // Stripe's "refresh" comes back through re-connect with the owner's signature in the link.
    const accountLinks = () =>
      api.received.filter((received) => received.path === '/v1/account_links');
    const refreshUrl = accountLinks().at(-1)?.form.refresh_url ?? '';
    expect(new URL(refreshUrl).searchParams.get('signature')).toMatch(/^\d+\.[\w-]{43}$/);
    const reconnect = await call(app, { method: 'GET', url: pathOf(refreshUrl) });
    expect(reconnect.statusCode).toBe(302);
    expect(reconnect.headers.location).toBe(`${api.apiBase.origin}/setup/${accountId}`);
    const link = accountLinks().at(-1);
    expect(link?.form.return_url).toBe(`${app.config.publicUrl}/organization/partner-onboarding`);
    expect(link?.form.refresh_url).toBe(refreshUrl);

    // Without the signature nothing is asked of Stripe.
    const asked = accountLinks().length;
    const unsigned = new URL(refreshUrl);
    unsigned.searchParams.delete('signature');
    const refused = await call(app, { method: 'GET', url: pathOf(unsigned.href) });
    expect(refused.statusCode).toBe(404);
    expect(accountLinks()).toHaveLength(asked);
  });

  it("answers another owner's account as not found", async () => {
    const owner = await createOwner(app);
    const draft = await insertStepTwoDraft(app, { ownerId: owner.id, form: validUsNgo });
    const connected = await post(
      app,
      '/api/payments/stripe/connect',
      connectBody(app, draft.slug),
      bearer(owner.token),
    );
    const stranger = await createOwner(app);
    const status = await call(app, {
      method: 'GET',
      url: `/api/payments/stripe/onboarding-status?account_id=${connected.body.account_id}`,
      token: stranger.token,
    });
    expect(status.statusCode).toBe(404);
  });

  it('records a plan once Stripe says its checkout is paid, when the person comes back', async () => {
    const owner = await createOwner(app);
    const draft = await insertStepTwoDraft(app, { ownerId: owner.id, form: validUsCompany });
    const started = await post(
      app,
      '/api/payments/checkout',
      { slug: draft.slug, kind: 'plan', plan_name: 'Starter', period: 'yearly', currency: 'USD' },
      bearer(owner.token),
    );
    expect(started.statusCode).toBe(200);
    const sessionId: string = started.body.data.session_id;
    const [stripeSession] = [...api.sessions.values()].filter(
      (session) => session.client_reference_id === sessionId,
    );
    if (!stripeSession) throw new Error('no Stripe checkout session was made');
    expect(stripeSession.amount_total).toBe(159_00);
    expect(new URL(stripeSession.success_url).searchParams.get('checkout')).toBe(sessionId);

    const state = () =>
      call(app, { method: 'GET', url: `/api/payments/checkout/${sessionId}`, token: owner.token });
    expect((await state()).body.data.state).toBe('open');
    expect((await storedOrganization(app, draft.id)).pricingPlan).toBeNull();
    api.completeCheckout(stripeSession.id);
    expect((await state()).body.data.state).toBe('paid');
    expect((await storedOrganization(app, draft.id)).pricingPlan).toMatchObject({
      is_plan_purchased: true,
      plan_name: 'Starter',
      period: 'yearly',
      amount: 159,
      currency: 'USD',
    });
    expect(pathOf(started.body.data.url)).toBe(`/pay/${stripeSession.id}`);
  });
});
