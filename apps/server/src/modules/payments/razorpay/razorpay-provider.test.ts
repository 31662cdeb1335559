import { planFirstChargeAt } from '@givecrowd/shared/payments/plan-pricing';
import { type FakeRazorpayApi, startFakeRazorpayApi } from '@test/fake-razorpay-api.ts';
import { freePort } from '@test/free-port.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RazorpayConfig } from '@/config.ts';
import type { Database } from '@/db/client.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { createRazorpayProvider } from './razorpay-provider.ts';

const TIMEOUT_MS = 1000;

/** Plans and checkouts reach no database; gifts' linked accounts do (razorpay-route.test.ts). */
const providerAt = (config: RazorpayConfig) =>
  createRazorpayProvider(config, {
    timeoutMs: TIMEOUT_MS,
    db: {} as Database,
    bankAccountKey: Buffer.alloc(32),
  });

const STARTED_AT = new Date('2030-03-10T09:00:00Z');

let serial = 0;
/** Each checkout has its own id, as our checkout_sessions rows do. */
const checkout = (overrides: Partial<Parameters<PaymentProvider['createCheckout']>[0]> = {}) => {
  serial += 1;
  return {
    checkoutId: `7a2b3c4d-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    kind: 'plan',
    planName: 'Growth',
    period: 'Quarterly',
    currency: 'INR',
    amount: 15_000,
    startedAt: STARTED_AT,
    customerEmail: 'owner@example.org',
    successUrl: 'https://app.example.org/organization/partner-onboarding?checkout=1',
    cancelUrl: 'https://app.example.org/organization/partner-onboarding',
    ...overrides,
  } as const;
};

describe('the Razorpay provider, through the official SDK against a local API', () => {
  let api: FakeRazorpayApi;
  let razorpay: PaymentProvider;

  beforeAll(async () => {
    api = await startFakeRazorpayApi();
    razorpay = providerAt(api.config);
  });
  afterAll(async () => {
    await api.stop();
  });
  beforeEach(() => {
    api.failWith(undefined);
    api.received.length = 0;
  });

  it('offers no donation accounts, and says so when asked for one', async () => {
    expect(razorpay.offersAccounts).toBe(false);
    await expect(
      razorpay.createAccount({
        idempotencyKey: 'account-org-1',
        businessType: 'non_profit',
        email: 'owner@example.org',
        country: 'IN',
        organizationName: 'Asha Trust',
      }),
    ).rejects.toThrow('Razorpay offers no donation accounts');
    expect(api.received).toHaveLength(0);
  });

  it('subscribes a quarterly plan on a Razorpay plan in paise, billed every 3 months', async () => {
    const input = checkout();
    const { providerSessionId, url } = await razorpay.createCheckout(input);
    expect(providerSessionId).toMatch(/^sub_/);
    expect(url).toBe(api.subscriptions.get(providerSessionId)?.short_url);

    const [plan] = api.plans;
    expect(plan).toMatchObject({
      period: 'monthly',
      interval: 3,
      item: { name: 'Growth', amount: 1_500_000, currency: 'INR' },
    });
    expect(api.subscriptions.get(providerSessionId)).toMatchObject({
      plan_id: plan?.id,
      total_count: 40,
      quantity: 1,
      customer_notify: false,
      notes: { checkout_id: input.checkoutId },
    });
    // What the checkout page says: the refundable INR 5 now (Razorpay's authorisation of a
    // subscription starting later), the plan's price on its first billing date.
    expect(api.subscriptions.get(providerSessionId)?.start_at).toBe(
      planFirstChargeAt(STARTED_AT).getTime() / 1000,
    );
    expect(planFirstChargeAt(STARTED_AT).toISOString()).toBe('2030-03-11T09:00:00.000Z');
    expect(api.received.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /v1/plans',
      'POST /v1/plans',
      'POST /v1/subscriptions',
    ]);
  });

  it('reuses the Razorpay plan for the same plan, period and amount', async () => {
    const first = await razorpay.createCheckout(checkout({ period: 'yearly', amount: 50_000 }));
    const plansBefore = api.plans.length;
    api.received.length = 0;
    const second = await razorpay.createCheckout(checkout({ period: 'yearly', amount: 50_000 }));
    expect(api.plans).toHaveLength(plansBefore);
    expect(api.subscriptions.get(second.providerSessionId)?.plan_id).toBe(
      api.subscriptions.get(first.providerSessionId)?.plan_id,
    );
    expect(api.received.map(({ path }) => path)).toEqual(['/v1/subscriptions']);
    expect(api.plans[0]).toMatchObject({ period: 'yearly', interval: 1 });
    expect(api.subscriptions.get(second.providerSessionId)?.total_count).toBe(10);
  });

  it('finds a plan it made before a restart instead of making another', async () => {
    await razorpay.createCheckout(checkout({ planName: 'Scale', amount: 30_000 }));
    const plansBefore = api.plans.length;
    const restarted = providerAt(api.config);
    await restarted.createCheckout(checkout({ planName: 'Scale', amount: 30_000 }));
    expect(api.plans).toHaveLength(plansBefore);
  });

  it('makes a new plan when the amount differs', async () => {
    await razorpay.createCheckout(checkout({ planName: 'Reach', amount: 20_000 }));
    const plansBefore = api.plans.length;
    await razorpay.createCheckout(checkout({ planName: 'Reach', amount: 25_000 }));
    expect(api.plans).toHaveLength(plansBefore + 1);
  });

  it.each([
    { kind: 'plan', period: 'One Time', amount: 150_000 },
    { kind: 'verification', period: null, amount: 500 },
  ] as const)(
    'charges a $kind ($period) once through a payment link',
    async ({ kind, period, amount }) => {
      const input = checkout({ kind, period, amount });
      const { providerSessionId, url } = await razorpay.createCheckout(input);
      expect(providerSessionId).toMatch(/^plink_/);
      expect(api.paymentLinks.get(providerSessionId)).toMatchObject({
        amount: amount * 100,
        currency: 'INR',
        reference_id: input.checkoutId,
        callback_url: input.successUrl,
        notes: { checkout_id: input.checkoutId },
        short_url: url,
      });
      expect(api.received[0]?.body).toMatchObject({
        accept_partial: false,
        customer: { email: 'owner@example.org' },
        callback_method: 'get',
      });
    },
  );

  it('refuses a checkout in dollars', async () => {
    await expect(razorpay.createCheckout(checkout({ currency: 'USD' }))).rejects.toMatchObject({
      kind: 'refused',
      provider: 'razorpay',
    });
    expect(api.received).toHaveLength(0);
  });

  it('counts a subscription once it is authenticated or active', async () => {
    const { providerSessionId } = await razorpay.createCheckout(checkout());
    expect(await razorpay.checkoutPaid(providerSessionId)).toBe(false);
    api.authenticateSubscription(providerSessionId);
    expect(await razorpay.checkoutPaid(providerSessionId)).toBe(true);
    Object.assign(api.subscriptions.get(providerSessionId) ?? {}, { status: 'active' });
    expect(await razorpay.checkoutPaid(providerSessionId)).toBe(true);
    Object.assign(api.subscriptions.get(providerSessionId) ?? {}, { status: 'cancelled' });
    expect(await razorpay.checkoutPaid(providerSessionId)).toBe(false);
  });

  it('counts a payment link once it is paid', async () => {
    const { providerSessionId } = await razorpay.createCheckout(
      checkout({ kind: 'verification', period: null, amount: 500 }),
    );
    expect(await razorpay.checkoutPaid(providerSessionId)).toBe(false);
    api.payLink(providerSessionId);
    expect(await razorpay.checkoutPaid(providerSessionId)).toBe(true);
  });

  it('answers not_found for an id Razorpay does not know', async () => {
    await expect(razorpay.checkoutPaid('plink_missing')).rejects.toMatchObject({
      kind: 'not_found',
      provider: 'razorpay',
    });
  });

  it.each([500, 503, 429])('answers unavailable when Razorpay answers %i', async (status) => {
    api.failWith(status);
    await expect(razorpay.checkoutPaid('sub_any')).rejects.toMatchObject({
      kind: 'unavailable',
      provider: 'razorpay',
    });
  });

  it.each([400, 401])('answers refused when Razorpay answers %i', async (status) => {
    api.failWith(status);
    await expect(
      razorpay.createCheckout(checkout({ kind: 'verification', period: null, amount: 500 })),
    ).rejects.toMatchObject({ kind: 'refused', provider: 'razorpay' });
  });

  it('answers unavailable when Razorpay does not answer in time', async () => {
    api.failWith('hang');
    const started = Date.now();
    await expect(razorpay.checkoutPaid('sub_any')).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 500);
  });

  it('answers unavailable when nothing listens at the address', async () => {
    const closed = providerAt({
      ...api.config,
      apiBase: `http://127.0.0.1:${await freePort()}/v1`,
    });
    await expect(closed.checkoutPaid('plink_any')).rejects.toMatchObject({
      kind: 'unavailable',
      provider: 'razorpay',
    });
  });
});
