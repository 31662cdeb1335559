import { type FakeStripeApi, startFakeStripeApi } from '@test/fake-stripe-api.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DonationCheckoutInput, DonationCheckouts } from '../payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

const TIMEOUT_MS = 1000;

let serial = 0;
/** A one-time gift of $26.03 (a $25 gift with its fees covered), $0.75 of it the platform's. */
const giftInput = (accountId: string, change: Partial<DonationCheckoutInput> = {}) => {
  serial += 1;
  return {
    donationId: `7a2d3c4e-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    monthly: false,
    currency: 'USD',
    amountMinor: 2603,
    applicationFeeMinor: 75,
    organizationReceivesMinor: 2425,
    organizationId: '0b6f8a3e-0000-4000-8000-000000000001',
    accountId,
    fromForeignCitizen: false,
    description: 'Books for the village school — Hope Shelter',
    donorEmail: 'ana@example.org',
    successUrl: 'https://give.example.org/donate/thank-you/1?key=abc',
    cancelUrl: 'https://give.example.org/campaign/books/donate?cancelled=1',
    ...change,
  } satisfies DonationCheckoutInput;
};

describe("Stripe's gift checkouts, through the official SDK against a local API", () => {
  let api: FakeStripeApi;
  let donations: DonationCheckouts;
  let accountId: string;

  beforeAll(async () => {
    api = await startFakeStripeApi();
    const stripe = createStripeProvider(api.config, { timeoutMs: TIMEOUT_MS });
    if (!stripe.donations) throw new Error('the Stripe provider takes no gifts');
    donations = stripe.donations;
    ({ accountId } = await stripe.createAccount({
      idempotencyKey: 'account-hope-shelter',
      businessType: 'non_profit',
      email: 'owner@example.org',
      country: 'US',
      organizationName: 'Hope Shelter',
    }));
  });
  afterAll(async () => {
    await api.stop();
  });
  beforeEach(() => {
    api.failWith(undefined);
    api.received.length = 0;
  });

  const sessionIdOf = (providerSessionId: string) => providerSessionId.split('/')[1] ?? '';

  it("charges a one-time gift directly on the organization's account, the platform's fee as the application fee", async () => {
    const input = giftInput(accountId);
    const { providerSessionId, url } = await donations.createDonationCheckout(input);
    expect(providerSessionId).toMatch(new RegExp(`^${accountId}/cs_test_`));
    expect(url).toBe(`${api.apiBase.origin}/pay/${sessionIdOf(providerSessionId)}`);
    expect(api.received).toHaveLength(1);
    const [call] = api.received;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      account: accountId,
      idempotencyKey: `donation-${input.donationId}`,
    });
    expect(call?.form).toEqual({
      mode: 'payment',
      submit_type: 'donate',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2603',
      'line_items[0][price_data][product_data][name]': input.description,
      'payment_intent_data[application_fee_amount]': '75',
      'payment_intent_data[metadata][donation_id]': input.donationId,
      client_reference_id: input.donationId,
      'metadata[donation_id]': input.donationId,
      customer_email: 'ana@example.org',
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
  });

  it('charges a monthly gift as a subscription, the fee as a percent of each invoice', async () => {
    const input = giftInput(accountId, { monthly: true, amountMinor: 2500, currency: 'GBP' });
    await donations.createDonationCheckout(input);
    const form = api.received[0]?.form;
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[application_fee_percent]': '3',
      'subscription_data[metadata][donation_id]': input.donationId,
      'metadata[donation_id]': input.donationId,
      client_reference_id: input.donationId,
    });
    expect(form?.submit_type).toBeUndefined();
    expect(form?.['payment_intent_data[application_fee_amount]']).toBeUndefined();
  });

  it('rounds the percent to two decimals when the donor covers the fees, and sends no fee of 0', async () => {
    await donations.createDonationCheckout(giftInput(accountId, { monthly: true }));
    expect(api.received[0]?.form['subscription_data[application_fee_percent]']).toBe('2.88');
    api.received.length = 0;
    await donations.createDonationCheckout(giftInput(accountId, { applicationFeeMinor: 0 }));
    await donations.createDonationCheckout(
      giftInput(accountId, { monthly: true, applicationFeeMinor: 0 }),
    );
    for (const { form } of api.received) {
      expect(Object.keys(form).filter((key) => key.includes('application_fee'))).toEqual([]);
    }
  });

  it('gives the same session back for the same gift', async () => {
    const input = giftInput(accountId);
    const first = await donations.createDonationCheckout(input);
    const again = await donations.createDonationCheckout(input);
    expect(again).toEqual(first);
    expect(
      [...api.sessions.values()].filter((s) => s.client_reference_id === input.donationId),
    ).toHaveLength(1);
  });

  it('reads a one-time gift as paid with its PaymentIntent and what Stripe charged', async () => {
    const { providerSessionId } = await donations.createDonationCheckout(giftInput(accountId));
    const sessionId = sessionIdOf(providerSessionId);
    expect(await donations.donationCheckoutState(providerSessionId)).toEqual({
      state: 'open',
      payment: null,
    });
    // A bank debit completes the checkout before the money arrives.
    api.completeCheckout(sessionId, 'unpaid');
    expect((await donations.donationCheckoutState(providerSessionId)).state).toBe('open');
    const session = api.completeCheckout(sessionId, 'paid');
    api.received.length = 0;
    expect(await donations.donationCheckoutState(providerSessionId)).toEqual({
      state: 'paid',
      payment: { paymentId: session.payment_intent, amountMinor: 2603, currency: 'USD' },
    });
    expect(api.received).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: `/v1/checkout/sessions/${sessionId}`,
        account: accountId,
      }),
    ]);
  });

  it("reads a monthly gift as paid with its first invoice's payment", async () => {
    const { providerSessionId } = await donations.createDonationCheckout(
      giftInput(accountId, { monthly: true }),
    );
    const session = api.completeCheckout(sessionIdOf(providerSessionId));
    const state = await donations.donationCheckoutState(providerSessionId);
    expect(state).toEqual({
      state: 'paid',
      payment: { paymentId: expect.stringMatching(/^pi_/), amountMinor: 2603, currency: 'USD' },
    });
    expect(api.received.at(-1)).toMatchObject({
      path: '/v1/invoice_payments',
      account: accountId,
      query: { invoice: session.invoice, status: 'paid' },
    });
  });

  it('reads an expired checkout as cancelled', async () => {
    const { providerSessionId } = await donations.createDonationCheckout(giftInput(accountId));
    api.expireCheckout(sessionIdOf(providerSessionId));
    expect(await donations.donationCheckoutState(providerSessionId)).toEqual({
      state: 'cancelled',
      payment: null,
    });
  });

  it('answers not_found for a checkout id that is not ours or not on that account', async () => {
    const { providerSessionId } = await donations.createDonationCheckout(giftInput(accountId));
    const sessionId = sessionIdOf(providerSessionId);
    const { accountId: otherAccount } = await createOtherAccount(api);
    for (const id of [sessionId, `${otherAccount}/${sessionId}`, `${accountId}/cs_test_missing`]) {
      await expect(donations.donationCheckoutState(id)).rejects.toMatchObject({
        kind: 'not_found',
        provider: 'stripe',
      });
    }
  });

  it('refuses a gift without a connected account, or on an account not connected to us', async () => {
    await expect(
      donations.createDonationCheckout(giftInput(accountId, { accountId: null })),
    ).rejects.toMatchObject({ kind: 'refused', provider: 'stripe' });
    expect(api.received).toHaveLength(0);
    await expect(
      donations.createDonationCheckout(giftInput(accountId, { accountId: 'acct_not_ours' })),
    ).rejects.toMatchObject({ kind: 'refused', provider: 'stripe' });
  });

  it('retries a 5xx once under the same idempotency key, then answers unavailable', async () => {
    api.failWith(503);
    const input = giftInput(accountId);
    await expect(donations.createDonationCheckout(input)).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(api.received.map((call) => call.idempotencyKey)).toEqual([
      `donation-${input.donationId}`,
      `donation-${input.donationId}`,
    ]);
  });
});

/** Another organization's account, connected to the platform too. */
async function createOtherAccount(api: FakeStripeApi) {
  const stripe = createStripeProvider(api.config, { timeoutMs: TIMEOUT_MS });
  return stripe.createAccount({
    idempotencyKey: 'account-other',
    businessType: 'company',
    email: 'other@example.org',
    country: 'US',
    organizationName: 'Other',
  });
}
