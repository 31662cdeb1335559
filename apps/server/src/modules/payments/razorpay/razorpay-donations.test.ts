import { type FakeRazorpayApi, startFakeRazorpayApi } from '@test/fake-razorpay-api.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type DonationCheckoutInput,
  type DonationCheckouts,
  PaymentProviderError,
} from '../payment-provider.ts';
import type { LinkedAccountKey } from './linked-account-repository.ts';
import { createRazorpayCall } from './razorpay-client.ts';
import { createRazorpayDonationCheckouts } from './razorpay-donations.ts';

const TIMEOUT_MS = 1000;
const ORGANIZATION_ID = '0c1d2e3f-0000-4000-8000-000000000001';

let serial = 0;
/**
 * A one-time gift of ₹1,000, in paise, each with its own donation id: 3% of it the platform's fee
 * and 2% the provider's, so 95% (₹950) is the organization's.
 */
const giftInput = (change: Partial<DonationCheckoutInput> = {}) => {
  serial += 1;
  const amountMinor = change.amountMinor ?? 100_000;
  return {
    donationId: `5c1d2e3f-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    monthly: false,
    currency: 'INR',
    amountMinor,
    applicationFeeMinor: amountMinor * 0.03,
    organizationReceivesMinor: amountMinor * 0.95,
    organizationId: ORGANIZATION_ID,
    accountId: null,
    fromForeignCitizen: false,
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
  /** The organization's linked accounts, activated: one per bank account. */
  const linked = { domestic: '', fcra: '' };
  /** What the checkouts asked the linked accounts for; it fails while `linkedFailure` is set. */
  const asked: LinkedAccountKey[] = [];
  let linkedFailure: Error | undefined;

  beforeAll(async () => {
    api = await startFakeRazorpayApi();
    linked.domestic = api.activatedLinkedAccount();
    linked.fcra = api.activatedLinkedAccount();
    donations = createRazorpayDonationCheckouts(
      createRazorpayCall(api.config, { timeoutMs: TIMEOUT_MS }),
      async (key) => {
        asked.push(key);
        if (linkedFailure) throw linkedFailure;
        return linked[key.bankAccount];
      },
    );
  });
  afterAll(async () => {
    await api.stop();
  });
  beforeEach(() => {
    api.failWith(undefined);
    api.received.length = 0;
    asked.length = 0;
    linkedFailure = undefined;
  });

  /** The transfers Razorpay made of a payment. */
  const transfersOf = (paymentId: string | undefined) =>
    api.transfers
      .filter(({ source }) => source === paymentId)
      .map(({ recipient, amount, currency }) => ({ recipient, amount, currency }));

  it("makes a one-time gift a payment link in paise whose order transfers the organization's share", async () => {
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
          options: {
            order: {
              transfers: [
                {
                  account: linked.domestic,
                  amount: 95_000,
                  currency: 'INR',
                  notes: { donation_id: input.donationId },
                  linked_account_notes: ['donation_id'],
                },
              ],
            },
          },
        },
      }),
    ]);
    expect(asked).toEqual([{ organizationId: ORGANIZATION_ID, bankAccount: 'domestic' }]);
  });

  it("transfers a paid gift's share to the linked account of the organization's bank account", async () => {
    const { providerSessionId } = await donations.createDonationCheckout(giftInput());
    const paid = api.payLink(providerSessionId).payments[0];
    expect(transfersOf(paid?.payment_id)).toEqual([
      { recipient: linked.domestic, amount: 95_000, currency: 'INR' },
    ]);
  });

  it("transfers a foreign citizen's gift to the linked account of the FCRA account", async () => {
    const { providerSessionId } = await donations.createDonationCheckout(
      giftInput({ fromForeignCitizen: true, amountMinor: 500_000 }),
    );
    expect(asked).toEqual([{ organizationId: ORGANIZATION_ID, bankAccount: 'fcra' }]);
    const paid = api.payLink(providerSessionId).payments[0];
    expect(transfersOf(paid?.payment_id)).toEqual([
      { recipient: linked.fcra, amount: 475_000, currency: 'INR' },
    ]);
  });

  it('makes no checkout when the linked account is not ready, nor a share that does not fit', async () => {
    linkedFailure = new PaymentProviderError('unavailable', 'razorpay', 'not activated yet');
    await expect(donations.createDonationCheckout(giftInput())).rejects.toMatchObject({
      kind: 'unavailable',
    });
    linkedFailure = undefined;
    for (const organizationReceivesMinor of [0, 100_001]) {
      await expect(
        donations.createDonationCheckout(giftInput({ organizationReceivesMinor })),
      ).rejects.toMatchObject({ kind: 'refused', provider: 'razorpay' });
    }
    expect(api.received).toEqual([]);
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
      notes: {
        donation_id: input.donationId,
        transfer_account: linked.domestic,
        transfer_amount: 47_500,
      },
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

  it('transfers each charge of a monthly gift once, to the account and amount its subscription names', async () => {
    const { providerSessionId } = await donations.createDonationCheckout(
      giftInput({ monthly: true, amountMinor: 20_000 }),
    );
    const transfer = donations.transferCharge;
    if (!transfer) throw new Error('Razorpay transfers charges');
    const months = [1, 2].map(() => api.chargeSubscription(providerSessionId).payment);
    for (const payment of [...months, ...months]) {
      await transfer({
        providerSessionId,
        payment: { paymentId: payment.id, amountMinor: payment.amount, currency: 'INR' },
      });
    }
    for (const payment of months) {
      expect(transfersOf(payment.id)).toEqual([
        { recipient: linked.domestic, amount: 19_000, currency: 'INR' },
      ]);
    }
    expect(
      api.received.filter(({ method, path }) => method === 'POST' && path.endsWith('/transfers')),
    ).toHaveLength(2);
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

const pick = ({
  monthly,
  amountMinor,
  organizationReceivesMinor,
  description,
}: DonationCheckoutInput) => ({ monthly, amountMinor, organizationReceivesMinor, description });
