import { createHmac } from 'node:crypto';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import type { TestApp } from '@test/build-test-app.ts';
import { type FakeRazorpayApi, startFakeRazorpayApi } from '@test/fake-razorpay-api.ts';
import { buildPaymentsApp } from '@test/payments-page-helpers.ts';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentEvents } from '@/db/schema.ts';
import { registerErrorHandler } from '@/lib/error-handler.ts';
import { refundRecorder } from '@/modules/giving/index.ts';
import type { ConfirmDonation, DonationCheckouts } from '../payment-provider.ts';
import { createRazorpayCall } from './razorpay-client.ts';
import { createRazorpayDonationCheckouts } from './razorpay-donations.ts';
import { razorpayWebhookRoutes } from './razorpay-webhook-routes.ts';

const WEBHOOK_SECRET = 'razorpay-local-webhook-secret';
const WEBHOOK_PATH = '/api/payments/razorpay/webhook';

let serial = 0;
const newId = (prefix: string) => {
  serial += 1;
  return `${prefix}_${serial}`;
};

/** An event body as Razorpay sends it: the entity under `payload.{name}.entity`. */
const razorpayEvent = (event: string, entities: Record<string, object>) => ({
  entity: 'event',
  account_id: 'acc_localfake',
  event,
  contains: Object.keys(entities),
  payload: Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity }])),
  created_at: Math.floor(Date.now() / 1000),
});

const sign = (payload: string, secret = WEBHOOK_SECRET) =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** A gift of ₹1,000 unless `change` says otherwise, 95% of it the organization's. */
const gift = (change: { monthly?: boolean; amountMinor?: number } = {}) => ({
  donationId: newId('donation'),
  monthly: false,
  currency: 'INR' as const,
  amountMinor: 100_000,
  applicationFeeMinor: 0,
  organizationReceivesMinor: (change.amountMinor ?? 100_000) * 0.95,
  organizationId: '0c1d2e3f-0000-4000-8000-000000000002',
  accountId: null,
  fromForeignCitizen: false,
  description: 'Books for the village school — Seva Education Trust',
  donorEmail: 'meera@example.in',
  successUrl: 'https://give.example.in/donate/thank-you/1?key=abc',
  cancelUrl: 'https://give.example.in/campaign/books/donate?cancelled=1',
  ...change,
});

describe('gifts through Razorpay: the webhook confirms each payment once', () => {
  let api: FakeRazorpayApi;
  let app: TestApp;
  let webhook: FastifyInstance;
  let checkouts: DonationCheckouts;
  /** The organization's linked account, where each charge's share goes. */
  let linkedAccount: string;
  /** What the recording `confirmDonation` was asked; it fails while `failing` is set. */
  const confirmed: Parameters<ConfirmDonation>[0][] = [];
  let failing = false;

  beforeAll(async () => {
    api = await startFakeRazorpayApi();
    app = await buildPaymentsApp({
      razorpay: { ...api.config, webhookSecret: WEBHOOK_SECRET },
      paymentTimeoutMs: 2000,
    });
    linkedAccount = api.activatedLinkedAccount();
    checkouts = createRazorpayDonationCheckouts(
      createRazorpayCall(api.config, { timeoutMs: 2000 }),
      async () => linkedAccount,
    );
    const seen = new Set<string>();
    webhook = await webhookApp(app, async (input) => {
      if (failing) throw new Error('the database is away');
      confirmed.push(input);
      const first = !seen.has(input.payment.paymentId);
      seen.add(input.payment.paymentId);
      return first ? 'recorded' : 'already';
    });
  });
  afterAll(async () => {
    await webhook?.close();
    await app?.close();
    await api?.stop();
  });
  beforeEach(() => {
    confirmed.length = 0;
    failing = false;
  });

  async function deliver(event: object, eventId = newId('evt'), signature?: string) {
    const payload = JSON.stringify(event);
    const response = await webhook.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature ?? sign(payload),
        'x-razorpay-event-id': eventId,
      },
      payload,
    });
    return { statusCode: response.statusCode, body: response.json() };
  }

  const claims = (eventId: string) =>
    app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));

  /** A one-time gift's link, paid: the event Razorpay sends. */
  async function paidLinkEvent() {
    const { providerSessionId } = await checkouts.createDonationCheckout(gift());
    const link = api.payLink(providerSessionId);
    const paid = link.payments[0];
    const payment = {
      id: paid?.payment_id,
      entity: 'payment',
      amount: paid?.amount,
      currency: 'INR',
      status: 'captured',
    };
    return {
      link,
      payment,
      event: razorpayEvent('payment_link.paid', { payment_link: link, payment }),
    };
  }

  it('confirms a paid gift link once, and not again for a replay of its event id', async () => {
    const { link, payment, event } = await paidLinkEvent();
    const eventId = newId('evt');
    expect(await deliver(event, eventId)).toEqual({ statusCode: 200, body: { status: true } });
    expect(confirmed).toEqual([
      {
        provider: 'razorpay',
        providerSessionId: link.id,
        payment: { paymentId: payment.id, amountMinor: 100_000, currency: 'INR' },
      },
    ]);
    expect(await deliver(event, eventId)).toEqual({ statusCode: 200, body: { status: true } });
    expect(confirmed).toHaveLength(1);
    expect(await claims(eventId)).toHaveLength(1);
  });

  it('confirms each charge of a monthly gift with its own payment', async () => {
    const { providerSessionId } = await checkouts.createDonationCheckout(
      gift({ monthly: true, amountMinor: 50_000 }),
    );
    const charged = () => {
      const { subscription, payment } = api.chargeSubscription(providerSessionId);
      return razorpayEvent('subscription.charged', { subscription, payment });
    };
    const firstMonth = charged();
    const secondMonth = charged();
    const secondId = newId('evt');
    await deliver(firstMonth);
    await deliver(secondMonth, secondId);
    await deliver(secondMonth, secondId);
    expect(confirmed.map(({ providerSessionId: id }) => id)).toEqual([
      providerSessionId,
      providerSessionId,
    ]);
    expect(confirmed.map(({ payment }) => payment.amountMinor)).toEqual([50_000, 50_000]);
    expect(new Set(confirmed.map(({ payment }) => payment.paymentId)).size).toBe(2);
  });

  it('transfers a monthly charge to the linked account once, even when its webhook arrives twice', async () => {
    const { providerSessionId } = await checkouts.createDonationCheckout(
      gift({ monthly: true, amountMinor: 40_000 }),
    );
    const { subscription, payment } = api.chargeSubscription(providerSessionId);
    const event = razorpayEvent('subscription.charged', { subscription, payment });
    const transfers = () => api.transfers.filter(({ source }) => source === payment.id);

    // Razorpay is away when the first delivery would transfer: 500, and the event id stays free.
    const eventId = newId('evt');
    api.failWith(503, { method: 'POST', path: /\/transfers$/ });
    expect((await deliver(event, eventId)).statusCode).toBe(500);
    expect(await claims(eventId)).toHaveLength(0);
    api.failWith(undefined);

    expect(await deliver(event, eventId)).toEqual({ statusCode: 200, body: { status: true } });
    expect(await deliver(event, eventId)).toEqual({ statusCode: 200, body: { status: true } });
    // The same charge under another event id is found transferred already.
    expect((await deliver(event)).statusCode).toBe(200);
    expect(transfers()).toEqual([
      expect.objectContaining({ recipient: linkedAccount, amount: 38_000, currency: 'INR' }),
    ]);
    expect(confirmed.map(({ payment: { paymentId } }) => paymentId)).toEqual([
      payment.id,
      payment.id,
      payment.id,
    ]);
  });

  it('refuses a tampered body and confirms nothing', async () => {
    const { event } = await paidLinkEvent();
    const eventId = newId('evt');
    const signedOriginal = sign(JSON.stringify(event));
    const tampered = {
      ...event,
      payload: {
        ...event.payload,
        payment: { entity: { ...event.payload.payment?.entity, amount: 100 } },
      },
    };
    expect(await deliver(tampered, eventId, signedOriginal)).toEqual({
      statusCode: 400,
      body: { status: false, message: PAYMENTS_MESSAGES.webhookSignatureInvalid },
    });
    expect(await deliver(event, eventId, sign(JSON.stringify(event), 'someone-else'))).toEqual(
      expect.objectContaining({ statusCode: 400 }),
    );
    expect(confirmed).toEqual([]);
    expect(await claims(eventId)).toHaveLength(0);
  });

  it('leaves the event id free when confirming fails, so the next delivery confirms it', async () => {
    const { event } = await paidLinkEvent();
    const eventId = newId('evt');
    failing = true;
    expect((await deliver(event, eventId)).statusCode).toBe(500);
    expect(await claims(eventId)).toHaveLength(0);
    failing = false;
    expect((await deliver(event, eventId)).statusCode).toBe(200);
    expect(confirmed).toHaveLength(1);
    expect(await claims(eventId)).toHaveLength(1);
  });

  it('leaves links and subscriptions that are no gift to the plans', async () => {
    const planLink = {
      id: 'plink_plan',
      status: 'paid',
      notes: { checkout_id: 'checkout-1' },
    };
    const payment = { id: 'pay_plan', amount: 100, currency: 'INR' };
    const noNotes = { id: 'sub_other', status: 'active', notes: [] };
    for (const event of [
      razorpayEvent('payment_link.paid', { payment_link: planLink, payment }),
      razorpayEvent('subscription.charged', { subscription: noNotes, payment }),
    ]) {
      expect(await deliver(event)).toEqual({ statusCode: 200, body: { status: true } });
    }
    expect(confirmed).toEqual([]);
  });

  it("answers 400 for a gift's event without its payment", async () => {
    const { link } = await paidLinkEvent();
    expect(await deliver(razorpayEvent('payment_link.paid', { payment_link: link }))).toEqual({
      statusCode: 400,
      body: { status: false, message: API_MESSAGES.invalidRequest },
    });
    expect(confirmed).toEqual([]);
  });
});

/** The Razorpay webhook route on its own, sharing the app's config and database. */
async function webhookApp(app: TestApp, confirmDonation: ConfirmDonation) {
  const webhook = Fastify().withTypeProvider<ZodTypeProvider>();
  webhook.setValidatorCompiler(validatorCompiler);
  webhook.setSerializerCompiler(serializerCompiler);
  webhook.decorate('config', app.config);
  webhook.decorate('db', app.db);
  webhook.decorate('payments', app.payments);
  registerErrorHandler(webhook);
  const recordRefund = refundRecorder({
    db: app.db,
    providers: app.payments,
    log: app.log,
    clock: () => app.clock(),
    secret: app.config.authSecret,
  });
  await webhook.register(razorpayWebhookRoutes, { confirmDonation, recordRefund });
  await webhook.ready();
  return webhook;
}
