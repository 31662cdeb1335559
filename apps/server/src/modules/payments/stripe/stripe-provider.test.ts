import { type FakeStripeApi, startFakeStripeApi } from '@test/fake-stripe-api.ts';
import { freePort } from '@test/free-port.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

const TIMEOUT_MS = 1000;

const accountInput = {
  idempotencyKey: 'account-org-1',
  businessType: 'non_profit',
  email: 'owner@example.org',
  country: 'US',
  organizationName: 'Hope Shelter',
} as const;

const checkoutInput = {
  checkoutId: '6f1c2a4e-0000-4000-8000-000000000001',
  kind: 'plan',
  planName: 'Growth',
  period: 'Quarterly',
  currency: 'USD',
  amount: 149,
  startedAt: new Date('2030-03-10T09:00:00Z'),
  customerEmail: 'owner@example.org',
  successUrl: 'https://app.example.org/organization/partner-onboarding?checkout=1',
  cancelUrl: 'https://app.example.org/organization/partner-onboarding',
} as const;

describe('the Stripe provider, through the official SDK against a local API', () => {
  let api: FakeStripeApi;
  let stripe: PaymentProvider;

  beforeAll(async () => {
    api = await startFakeStripeApi();
    stripe = createStripeProvider(api.config, { timeoutMs: TIMEOUT_MS });
  });
  afterAll(async () => {
    await api.stop();
  });
  beforeEach(() => {
    api.failWith(undefined);
    api.received.length = 0;
  });

  it('creates an Express account for the business type and country, under our idempotency key', async () => {
    const { accountId } = await stripe.createAccount(accountInput);
    expect(accountId).toMatch(/^acct_/);
    const [call] = api.received;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/accounts' });
    expect(call?.idempotencyKey).toBe('account-org-1');
    expect(call?.form).toMatchObject({
      type: 'express',
      country: 'US',
      email: 'owner@example.org',
      business_type: 'non_profit',
      'business_profile[name]': 'Hope Shelter',
      'capabilities[transfers][requested]': 'true',
    });
  });

  it('gets the same account back for the same key, never a second one', async () => {
    const first = await stripe.createAccount({ ...accountInput, idempotencyKey: 'account-org-2' });
    const again = await stripe.createAccount({ ...accountInput, idempotencyKey: 'account-org-2' });
    const other = await stripe.createAccount({ ...accountInput, idempotencyKey: 'account-org-3' });
    expect(again.accountId).toBe(first.accountId);
    expect(other.accountId).not.toBe(first.accountId);
  });

  it('links to the hosted onboarding with the return and refresh addresses', async () => {
    const { accountId } = await stripe.createAccount({
      ...accountInput,
      idempotencyKey: 'account-org-4',
    });
    api.received.length = 0;
    const { url } = await stripe.onboardingLink({
      accountId,
      returnUrl: 'https://app.example.org/organization/partner-onboarding',
      refreshUrl:
        'https://api.example.org/api/payments/stripe/re-connect?stripe=refresh_url&signature=1.abc',
      signature: '1.abc',
    });
    expect(url).toBe(`${api.apiBase.origin}/setup/${accountId}`);
    // The signature reaches Stripe only inside the refresh address, never as a field of its own.
    expect(api.received[0]?.form).toEqual({
      account: accountId,
      type: 'account_onboarding',
      return_url: 'https://app.example.org/organization/partner-onboarding',
      refresh_url:
        'https://api.example.org/api/payments/stripe/re-connect?stripe=refresh_url&signature=1.abc',
    });
  });

  it('reads onboarded from details_submitted and charges_enabled', async () => {
    const { accountId } = await stripe.createAccount({
      ...accountInput,
      idempotencyKey: 'account-org-5',
    });
    expect(await stripe.accountOnboarded(accountId)).toBe(false);
    Object.assign(api.accounts.get(accountId) ?? {}, { details_submitted: true });
    expect(await stripe.accountOnboarded(accountId)).toBe(false);
    api.completeOnboarding(accountId);
    expect(await stripe.accountOnboarded(accountId)).toBe(true);
  });

  it('answers not_found for an account Stripe does not know', async () => {
    await expect(stripe.accountOnboarded('acct_missing')).rejects.toMatchObject({
      name: 'PaymentProviderError',
      kind: 'not_found',
      provider: 'stripe',
    });
  });

  it('starts a quarterly subscription checkout in cents, referencing our checkout', async () => {
    const { providerSessionId, url } = await stripe.createCheckout(checkoutInput);
    expect(providerSessionId).toMatch(/^cs_test_/);
    expect(url).toBe(`${api.apiBase.origin}/pay/${providerSessionId}`);
    const [call] = api.received;
    expect(call?.idempotencyKey).toBe(`checkout-${checkoutInput.checkoutId}`);
    expect(call?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '14900',
      'line_items[0][price_data][product_data][name]': 'Growth',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][recurring][interval_count]': '3',
      client_reference_id: checkoutInput.checkoutId,
      'metadata[checkout_id]': checkoutInput.checkoutId,
      customer_email: 'owner@example.org',
      success_url: checkoutInput.successUrl,
      cancel_url: checkoutInput.cancelUrl,
    });
  });

  it('bills a yearly plan once a year', async () => {
    await stripe.createCheckout({
      ...checkoutInput,
      checkoutId: '6f1c2a4e-0000-4000-8000-000000000002',
      period: 'yearly',
      amount: 499,
    });
    const form = api.received[0]?.form;
    expect(form?.mode).toBe('subscription');
    expect(form?.['line_items[0][price_data][recurring][interval]']).toBe('year');
    expect(form?.['line_items[0][price_data][recurring][interval_count]']).toBeUndefined();
  });

  it.each([
    { kind: 'plan', period: 'One Time', submitType: undefined },
    { kind: 'verification', period: null, submitType: 'donate' },
  ] as const)(
    'charges a $kind ($period) once, in paise for rupees',
    async ({ kind, period, submitType }) => {
      await stripe.createCheckout({
        ...checkoutInput,
        checkoutId: `6f1c2a4e-0000-4000-8000-00000000010${kind === 'plan' ? 1 : 2}`,
        kind,
        period,
        currency: 'INR',
        amount: 500,
      });
      const form = api.received[0]?.form;
      expect(form?.mode).toBe('payment');
      expect(form?.submit_type).toBe(submitType);
      expect(form?.['line_items[0][price_data][currency]']).toBe('inr');
      expect(form?.['line_items[0][price_data][unit_amount]']).toBe('50000');
      expect(form?.['line_items[0][price_data][recurring][interval]']).toBeUndefined();
    },
  );

  it('gives the same session back for the same checkout', async () => {
    const input = { ...checkoutInput, checkoutId: '6f1c2a4e-0000-4000-8000-000000000003' };
    const first = await stripe.createCheckout(input);
    const again = await stripe.createCheckout(input);
    expect(again).toEqual(first);
    expect(api.sessions.size).toBeGreaterThan(0);
    expect(
      [...api.sessions.values()].filter((s) => s.client_reference_id === input.checkoutId),
    ).toHaveLength(1);
  });

  it('counts a checkout as paid only once Stripe says it is complete and paid', async () => {
    const { providerSessionId } = await stripe.createCheckout({
      ...checkoutInput,
      checkoutId: '6f1c2a4e-0000-4000-8000-000000000004',
    });
    expect(await stripe.checkoutPaid(providerSessionId)).toBe(false);
    api.completeCheckout(providerSessionId, 'unpaid');
    expect(await stripe.checkoutPaid(providerSessionId)).toBe(false);
    api.completeCheckout(providerSessionId, 'paid');
    expect(await stripe.checkoutPaid(providerSessionId)).toBe(true);
  });

  it('counts a subscription that starts with nothing to pay (a trial) as paid once complete', async () => {
    const { providerSessionId } = await stripe.createCheckout({
      ...checkoutInput,
      checkoutId: '6f1c2a4e-0000-4000-8000-000000000005',
    });
    api.completeCheckout(providerSessionId, 'no_payment_required');
    expect(await stripe.checkoutPaid(providerSessionId)).toBe(true);
  });

  it.each([500, 503, 429])('answers unavailable when Stripe answers %i', async (status) => {
    api.failWith(status);
    await expect(stripe.accountOnboarded('acct_any')).rejects.toMatchObject({
      kind: 'unavailable',
      provider: 'stripe',
    });
  });

  it('retries a 5xx once under the same idempotency key', async () => {
    api.failWith(500);
    await expect(stripe.createAccount(accountInput)).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(api.received).toHaveLength(2);
    expect(new Set(api.received.map((call) => call.idempotencyKey))).toEqual(
      new Set(['account-org-1']),
    );
  });

  it.each([400, 401])('answers refused when Stripe answers %i', async (status) => {
    api.failWith(status);
    await expect(stripe.createCheckout(checkoutInput)).rejects.toMatchObject({
      kind: 'refused',
      provider: 'stripe',
    });
  });

  it('answers unavailable when Stripe does not answer in time', async () => {
    api.failWith('hang');
    const started = Date.now();
    await expect(stripe.checkoutPaid('cs_test_any')).rejects.toMatchObject({
      kind: 'unavailable',
    });
    // Two tries of half the budget each, and the SDK's pause of up to a second between them.
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it('answers unavailable when nothing listens at the address', async () => {
    const closed = createStripeProvider(
      { ...api.config, apiBase: new URL(`http://127.0.0.1:${await freePort()}`) },
      { timeoutMs: TIMEOUT_MS },
    );
    await expect(closed.accountOnboarded('acct_any')).rejects.toMatchObject({
      kind: 'unavailable',
      provider: 'stripe',
    });
  });
});
