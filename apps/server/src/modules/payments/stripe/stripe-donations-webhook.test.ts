import { randomUUID } from 'node:crypto';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import type { TestApp } from '@test/build-test-app.ts';
import { call } from '@test/checkout-helpers.ts';
import { type FakeStripeApi, startFakeStripeApi } from '@test/fake-stripe-api.ts';
import { insertGivingCampaign, insertGivingOrganization, startGift } from '@test/giving-helpers.ts';
import { buildPaymentsApp } from '@test/payments-page-helpers.ts';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { donations, giftCharges, paymentEvents } from '@/db/schema.ts';
import { registerErrorHandler } from '@/lib/error-handler.ts';
import { donationConfirmer, refundRecorder } from '@/modules/giving/index.ts';
import type { ConfirmDonation } from '../payment-provider.ts';
import { stripeWebhookRoutes } from './stripe-webhook-routes.ts';

const WEBHOOK_SECRET = 'whsec_local_test_secret';
/** Connected accounts' events come to the Connect endpoint, signed with its own secret. */
const CONNECT_WEBHOOK_SECRET = 'whsec_local_connect_secret';
const WEBHOOK_PATH = '/api/payments/stripe/webhook';

let serial = 0;
/** A connected account's event as Stripe sends it, with `data.object` the object as it stands. */
const connectEvent = (type: string, account: string, object: object) => {
  serial += 1;
  return {
    id: `evt_gift_${serial}`,
    object: 'event',
    account,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
};

const signatureFor = (payload: string, secret = CONNECT_WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

/** A gift as a donor in the USA fills the form in. */
const americanGift = (campaignSlug: string, change: object = {}) => ({
  campaign_slug: campaignSlug,
  amount: 25,
  currency: 'USD',
  frequency: 'one_time',
  donor_name: 'Ana Reyes',
  donor_email: `ana-${randomUUID().slice(0, 8)}@example.org`,
  ...change,
});

describe('gifts through Stripe: the webhook confirms them once', () => {
  let api: FakeStripeApi;
  let app: TestApp;
  /** The webhook route alone, on the app's database, with a recording `confirmDonation`. */
  let webhook: FastifyInstance;
  const confirmed: { input: Parameters<ConfirmDonation>[0]; outcome: string }[] = [];

  beforeAll(async () => {
    api = await startFakeStripeApi();
    app = await buildPaymentsApp({
      stripe: { ...api.config, webhookSecret: `${WEBHOOK_SECRET}, ${CONNECT_WEBHOOK_SECRET}` },
      paymentTimeoutMs: 2000,
      donationCheckoutsPerHour: { perIp: 1000, perEmail: 5 },
    });
    const confirmDonation = donationConfirmer({
      db: app.db,
      log: app.log,
      clock: () => app.clock(),
      announce: app.publicContent.announceCommitted,
      onRecorded: () => {},
    });
    webhook = await webhookApp(app, async (input) => {
      const outcome = await confirmDonation(input);
      confirmed.push({ input, outcome });
      return outcome;
    });
  });
  afterAll(async () => {
    await webhook?.close();
    await app?.close();
    await api?.stop();
  });
  beforeEach(() => {
    confirmed.length = 0;
  });

  async function deliver(event: object, sign = signatureFor) {
    const payload = JSON.stringify(event);
    const response = await webhook.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
      payload,
    });
    return { statusCode: response.statusCode, body: response.json() };
  }

  /** A gift started through our call on a US organization's campaign, and its Stripe session. */
  async function startedGift(change: object = {}) {
    const organization = await insertGivingOrganization(app, { countryCode: 'US' });
    const campaign = await insertGivingCampaign(app, {
      organizationId: organization.id,
      currency: 'USD',
    });
    const started = await startGift(app, americanGift(campaign.slug, change));
    expect(started.statusCode).toBe(201);
    const donationId: string = started.body.data.donation_id;
    const [donation] = await app.db.select().from(donations).where(eq(donations.id, donationId));
    const accountId = organization.paymentAccountId ?? '';
    const sessionId = donation?.providerSessionId?.split('/')[1] ?? '';
    expect(donation?.providerSessionId).toBe(`${accountId}/${sessionId}`);
    return { donationId, accountId, sessionId, providerSessionId: `${accountId}/${sessionId}` };
  }

  const chargesOf = (donationId: string) =>
    app.db.select().from(giftCharges).where(eq(giftCharges.donationId, donationId));
  const statusOf = async (donationId: string) =>
    (await app.db.select().from(donations).where(eq(donations.id, donationId)))[0]?.status;

  it("is made on the organization's account under the gift's idempotency key", async () => {
    const { donationId, accountId, sessionId } = await startedGift();
    const create = api.received.find(
      (received) => received.idempotencyKey === `donation-${donationId}`,
    );
    expect(create).toMatchObject({ path: '/v1/checkout/sessions', account: accountId });
    expect(create?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][currency]': 'usd',
      'metadata[donation_id]': donationId,
    });
    expect(api.sessions.get(sessionId)?.success_url).toMatch(
      new RegExp(`/donate/thank-you/${donationId}\\?key=`),
    );
  });

  it('confirms a one-time gift from checkout.session.completed, and not again for a replay', async () => {
    const { donationId, accountId, sessionId, providerSessionId } = await startedGift();
    const session = api.completeCheckout(sessionId);
    const event = connectEvent('checkout.session.completed', accountId, session);

    expect(await deliver(event)).toEqual({ statusCode: 200, body: { status: true } });
    expect(confirmed).toEqual([
      {
        input: {
          provider: 'stripe',
          providerSessionId,
          payment: { paymentId: session.payment_intent, amountMinor: 2500, currency: 'USD' },
        },
        outcome: 'recorded',
      },
    ]);
    expect(await statusOf(donationId)).toBe('succeeded');

    expect(await deliver(event)).toEqual({ statusCode: 200, body: { status: true } });
    expect(confirmed).toHaveLength(1);
    expect(await chargesOf(donationId)).toHaveLength(1);
    const claims = await app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, event.id));
    expect(claims).toHaveLength(1);
  });

  it('refuses a tampered event and confirms nothing', async () => {
    const { donationId, accountId, sessionId } = await startedGift();
    const event = connectEvent('checkout.session.completed', accountId, {
      ...api.completeCheckout(sessionId),
      amount_total: 1,
    });
    const signedOriginal = signatureFor(
      JSON.stringify({ ...event, data: { object: api.sessions.get(sessionId) } }),
    );
    expect(await deliver(event, () => signedOriginal)).toEqual({
      statusCode: 400,
      body: { status: false, message: PAYMENTS_MESSAGES.webhookSignatureInvalid },
    });
    expect(await deliver(event, (payload) => signatureFor(payload, 'whsec_someone_else'))).toEqual(
      expect.objectContaining({ statusCode: 400 }),
    );
    expect(confirmed).toEqual([]);
    expect(await statusOf(donationId)).toBe('pending');
  });

  it('waits for async_payment_succeeded when the checkout completed unpaid', async () => {
    const { donationId, accountId, sessionId } = await startedGift();
    const unpaid = api.completeCheckout(sessionId, 'unpaid');
    await deliver(connectEvent('checkout.session.completed', accountId, unpaid));
    expect(confirmed).toEqual([]);
    const paid = api.completeCheckout(sessionId, 'paid');
    await deliver(connectEvent('checkout.session.async_payment_succeeded', accountId, paid));
    expect(confirmed.map(({ outcome }) => outcome)).toEqual(['recorded']);
    expect(await statusOf(donationId)).toBe('succeeded');
  });

  it('confirms each month of a monthly gift from invoice.paid, each charge once', async () => {
    const { donationId, accountId, sessionId, providerSessionId } = await startedGift({
      frequency: 'monthly',
    });
    const session = api.completeCheckout(sessionId);
    await deliver(connectEvent('checkout.session.completed', accountId, session));
    // The first invoice's own invoice.paid reports the same payment: counted once.
    const first = api.invoices.get(session.invoice ?? '');
    const firstPaid = connectEvent('invoice.paid', accountId, first ?? {});
    await deliver(firstPaid);
    expect(confirmed.map(({ outcome }) => outcome)).toEqual(['recorded', 'already']);

    const nextMonth = connectEvent(
      'invoice.paid',
      accountId,
      api.chargeSubscription(session.subscription ?? ''),
    );
    await deliver(nextMonth);
    await deliver(nextMonth);
    expect(confirmed).toHaveLength(3);
    expect(confirmed[2]).toEqual({
      input: {
        provider: 'stripe',
        providerSessionId,
        payment: { paymentId: expect.stringMatching(/^pi_/), amountMinor: 2500, currency: 'USD' },
      },
      outcome: 'recorded',
    });
    expect(confirmed[2]?.input.payment.paymentId).not.toBe(confirmed[0]?.input.payment.paymentId);
    expect(await chargesOf(donationId)).toHaveLength(2);
  });

  it('is confirmed by the thank-you page before the webhook, and the webhook then changes nothing', async () => {
    const { donationId, accountId, sessionId } = await startedGift();
    const session = api.completeCheckout(sessionId);
    const thankYou = new URL(session.success_url);
    const status = await call(app, {
      method: 'GET',
      url: `/api/donations/${donationId}?key=${thankYou.searchParams.get('key')}`,
    });
    expect(status.body.data).toMatchObject({ status: 'succeeded', amount: 25, currency: 'USD' });
    await deliver(connectEvent('checkout.session.completed', accountId, session));
    expect(confirmed.map(({ outcome }) => outcome)).toEqual(['already']);
    expect(await chargesOf(donationId)).toHaveLength(1);
  });

  it('ignores what is not a gift of ours, and asks Stripe nothing for it', async () => {
    const { accountId } = await startedGift();
    api.received.length = 0;
    const otherInvoice = {
      id: 'in_not_a_gift',
      object: 'invoice',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_other', metadata: {} },
      },
    };
    const outsideCheckout = {
      id: 'cs_test_outside',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      metadata: {},
    };
    for (const event of [
      connectEvent('invoice.paid', accountId, otherInvoice),
      connectEvent('checkout.session.completed', accountId, outsideCheckout),
    ]) {
      expect(await deliver(event)).toEqual({ statusCode: 200, body: { status: true } });
    }
    expect(confirmed).toEqual([]);
    expect(api.received).toEqual([]);
  });
});

/** The Stripe webhook route on its own, sharing the app's config and database. */
async function webhookApp(app: TestApp, confirmDonation: ConfirmDonation) {
  const webhook = Fastify().withTypeProvider<ZodTypeProvider>();
  webhook.setValidatorCompiler(validatorCompiler);
  webhook.setSerializerCompiler(serializerCompiler);
  webhook.decorate('config', app.config);
  webhook.decorate('db', app.db);
  registerErrorHandler(webhook);
  const recordRefund = refundRecorder({
    db: app.db,
    providers: app.payments,
    log: app.log,
    clock: () => app.clock(),
    secret: app.config.authSecret,
  });
  await webhook.register(stripeWebhookRoutes, { confirmDonation, recordRefund });
  await webhook.ready();
  return webhook;
}
