import { type FakeRazorpayApi, startFakeRazorpayApi } from '@test/fake-razorpay-api.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DonationCheckoutInput, DonationCheckouts } from '../payment-provider.ts';
import { createRazorpayCall } from './razorpay-client.ts';
import { createRazorpayDonationCheckouts } from './razorpay-donations.ts';
import { createRazorpayProvider } from './razorpay-provider.ts';

const TIMEOUT_MS = 1000;

let serial = 0;
/** A one-time gift of ₹1,000, in paise; each with its own donation id. */
const giftInput = (change: Partial<DonationCheckoutInput> = {}) => {
  serial += 1;
  return {
    donationId: `5c1d2e3f-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    monthly: false,
    currency: 'INR',
    amountMinor: 100_000,
    applicationFeeMinor: 3000,
    accountId: null,
    description: 'Books for the village school — Seva Education Trust',
    donorEmail: 'meera@example.in',
    successUrl: 'https://give.example.in/donate/thank-you/1?key=abc',
    cancelUrl: 'https://give.example.in/campaign/books/donate?cancelled=1',
    ...change,
  } satisfies DonationCheckoutInput;
};

describe("Razorpay's gift checkouts, through the official SDK against a local API", () => {
  let api: FakeRazorpayApi;
  let donations: DonationCheckouts;

  beforeAll(async () => {
    api = await startFakeRazorpayApi();
    donations = createRazorpayDonationCheckouts(
      createRazorpayCall(api.config, { timeoutMs: TIMEOUT_MS }),
    );
  });
  afterAll(async () => {
    await api.stop();
  });
  beforeEach(() => {
    api.failWith(undefined);
    api.received.length = 0;
  });

  it('is not switched on for the provider until gifts settle to the organization', () => {
    expect(createRazorpayProvider(api.config, { timeoutMs: TIMEOUT_MS }).donations).toBeUndefined();
  });

  it('makes a one-time gift a payment link in paise, referenced by the donation', async () => {
    const input = giftInput();
    const { providerSessionId, url } = await donations.createDonationCheckout(input);
    expect(providerSessionId).toMatch(/^plink_/);
    expect(url).toBe(api.paymentLinks.get(providerSessionId)?.short_url);
    expect(api.received).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v1/payment_links',
        body: {
          amount: 100_000,
          currency: 'INR',
          accept_partial: false,
          description: input.description,
          reference_id: input.donationId,
          customer: { email: 'meera@example.in' },
          notify: { email: false, sms: false },
          reminder_enable: false,
          notes: { donation_id: input.donationId },
          callback_url: input.successUrl,
          callback_method: 'get',
        },
      }),
    ]);
  });

  it('finds the first link again when Razorpay refuses a second one with the same reference', async () => {
    const input = giftInput();
    const first = await donations.createDonationCheckout(input);
    api.received.length = 0;
    const again = await donations.createDonationCheckout(input);
    expect(again).toEqual(first);
    expect(api.received.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'POST', path: '/v1/payment_links', query: {} },
      {
        method: 'GET',
        path: '/v1/payment_links',
        query: expect.objectContaining({ reference_id: input.donationId }),
      },
    ]);
    const links = [...api.paymentLinks.values()].filter((l) => l.reference_id === input.donationId);
    expect(links).toHaveLength(1);
  });

  it('makes a monthly gift a subscription on a monthly plan of its amount, and finds it again', async () => {
    const input = giftInput({ monthly: true, amountMinor: 50_000 });
    const { providerSessionId, url } = await donations.createDonationCheckout(input);
    expect(providerSessionId).toMatch(/^sub_/);
    const subscription = api.subscriptions.get(providerSessionId);
    expect(url).toBe(subscription?.short_url);
    const plan = api.plans.find(({ id }) => id === subscription?.plan_id);
    expect(plan).toMatchObject({
      period: 'monthly',
      interval: 1,
      item: { name: input.description, amount: 50_000, currency: 'INR' },
    });
    const created = api.received.find(
      ({ method, path }) => method === 'POST' && path === '/v1/subscriptions',
    );
    expect(created?.body).toEqual({
      plan_id: plan?.id,
      total_count: 120,
      quantity: 1,
      customer_notify: 1,
      notify_info: { notify_email: 'meera@example.in' },
      notes: { donation_id: input.donationId },
    });

    api.received.length = 0;
    expect(await donations.createDonationCheckout(input)).toEqual({ providerSessionId, url });
    expect(api.received.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /v1/subscriptions',
    ]);
    // Another gift of the same amount to the same cause shares the plan.
    const other = await donations.createDonationCheckout({ ...giftInput(), ...pick(input) });
    expect(api.subscriptions.get(other.providerSessionId)?.plan_id).toBe(plan?.id);
  });

  it('refuses a gift in another currency than rupees without calling Razorpay', async () => {
    await expect(
      donations.createDonationCheckout(giftInput({ currency: 'USD' })),
    ).rejects.toMatchObject({ kind: 'refused', provider: 'razorpay' });
    expect(api.received).toHaveLength(0);
  });

  it('reads a payment link as paid with its captured payment', async () => {
    const { providerSessionId } = await donations.createDonationCheckout(giftInput());
    expect(await donations.donationCheckoutState(providerSessionId)).toEqual({
      state: 'open',
      payment: null,
    });
    const link = api.payLink(providerSessionId);
    expect(await donations.donationCheckoutState(providerSessionId)).toEqual({
      state: 'paid',
      payment: { paymentId: link.payments[0]?.payment_id, amountMinor: 100_000, currency: 'INR' },
    });
  });

  it('reads an expired or cancelled payment link as cancelled', async () => {
    const { providerSessionId } = await donations.createDonationCheckout(giftInput());
    Object.assign(api.paymentLinks.get(providerSessionId) ?? {}, { status: 'expired' });
    expect((await donations.donationCheckoutState(providerSessionId)).state).toBe('cancelled');
  });

  it("reads a subscription as paid with its first charge's payment", async () => {
    const { providerSessionId } = await donations.createDonationCheckout(
      giftInput({ monthly: true, amountMinor: 25_000 }),
    );
    expect((await donations.donationCheckoutState(providerSessionId)).state).toBe('open');
    const first = api.chargeSubscription(providerSessionId).payment;
    api.chargeSubscription(providerSessionId);
    expect(await donations.donationCheckoutState(providerSessionId)).toEqual({
      state: 'paid',
      payment: { paymentId: first.id, amountMinor: 25_000, currency: 'INR' },
    });
    expect(api.received.at(-1)).toMatchObject({
      path: '/v1/invoices',
      query: expect.objectContaining({ subscription_id: providerSessionId }),
    });
  });

  it('reads a subscription that expired before any charge as cancelled', async () => {
    const { providerSessionId } = await donations.createDonationCheckout(
      giftInput({ monthly: true, amountMinor: 26_000 }),
    );
    Object.assign(api.subscriptions.get(providerSessionId) ?? {}, { status: 'expired' });
    expect((await donations.donationCheckoutState(providerSessionId)).state).toBe('cancelled');
  });

  it('answers not_found for an unknown link or subscription, unavailable for a 5xx', async () => {
    for (const id of ['plink_missing', 'sub_missing']) {
      await expect(donations.donationCheckoutState(id)).rejects.toMatchObject({
        kind: 'not_found',
        provider: 'razorpay',
      });
    }
    api.failWith(500);
    await expect(donations.createDonationCheckout(giftInput())).rejects.toMatchObject({
      kind: 'unavailable',
    });
    // One try: Razorpay takes no idempotency key, so a retry could make a second link.
    expect(api.received.filter(({ method }) => method === 'POST')).toHaveLength(1);
  });
});

const pick = ({ monthly, amountMinor, description }: DonationCheckoutInput) => ({
  monthly,
  amountMinor,
  description,
});
