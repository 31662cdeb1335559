import { createHmac, randomUUID } from 'node:crypto';
import { readOutbox } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { call } from '@test/checkout-helpers.ts';
import { type FakeRazorpayApi, startFakeRazorpayApi } from '@test/fake-razorpay-api.ts';
import { type FakeStripeApi, startFakeStripeApi } from '@test/fake-stripe-api.ts';
import { insertGivingCampaign, insertGivingOrganization, startGift } from '@test/giving-helpers.ts';
import { insertOwner, keyFor, myGiving, stopMonthly } from '@test/my-giving-helpers.ts';
import { buildPaymentsApp } from '@test/payments-page-helpers.ts';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, giftChargeFailures } from '@/db/schema.ts';

/**
 * Stopping a monthly gift, and its declined charges, at the real providers' adapters against the
 * local stand-ins of their APIs (docs/product/donations.md#the-donors-page).
 */

const STRIPE_SECRET = 'whsec_my_giving_connect';
const RAZORPAY_SECRET = 'razorpay-my-giving-secret';

let stripeApi: FakeStripeApi;
let razorpayApi: FakeRazorpayApi;
let app: TestApp;

beforeAll(async () => {
  stripeApi = await startFakeStripeApi();
  razorpayApi = await startFakeRazorpayApi();
  app = await buildPaymentsApp({
    stripe: { ...stripeApi.config, webhookSecret: STRIPE_SECRET },
    razorpay: { ...razorpayApi.config, webhookSecret: RAZORPAY_SECRET },
    paymentTimeoutMs: 2000,
    donationCheckoutsPerHour: { perIp: 1000, perEmail: 50 },
  });
});

afterAll(async () => {
  await app?.close();
  await stripeApi?.stop();
  await razorpayApi?.stop();
});

const donationRow = async (id: string) =>
  (await app.db.select().from(donations).where(eq(donations.id, id)))[0];

const failuresOf = (id: string) =>
  app.db.select().from(giftChargeFailures).where(eq(giftChargeFailures.donationId, id));

const subjects = async (to: string, part: string) =>
  (await readOutbox(app, to)).filter((message) => message.subject.includes(part));

describe('a monthly gift on Stripe', () => {
  let serial = 0;
  /** A connected account's event, signed as Stripe signs it. */
  async function deliver(type: string, account: string, object: object, id?: string) {
    serial += 1;
    const event = {
      id: id ?? `evt_my_giving_${serial}`,
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
    const payload = JSON.stringify(event);
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: STRIPE_SECRET,
        }),
      },
      payload,
    });
    return { statusCode: response.statusCode, id: event.id };
  }

  /** A US donor's monthly gift, paid on Stripe's checkout and confirmed. */
  async function paidMonthlyGift() {
    const owner = await insertOwner(app);
    const organization = await insertGivingOrganization(app, {
      countryCode: 'US',
      ownerId: owner.id,
      name: 'Hope Shelter',
    });
    const campaign = await insertGivingCampaign(app, {
      organizationId: organization.id,
      currency: 'USD',
    });
    const email = `ana-${randomUUID().slice(0, 8)}@example.org`;
    const started = await startGift(app, {
      campaign_slug: campaign.slug,
      amount: 25,
      currency: 'USD',
      frequency: 'monthly',
      donor_name: 'Ana Reyes',
      donor_email: email,
    });
    expect(started.statusCode).toBe(201);
    const donationId: string = started.body.data.donation_id;
    const [accountId = '', sessionId = ''] =
      (await donationRow(donationId))?.providerSessionId?.split('/') ?? [];
    const session = stripeApi.completeCheckout(sessionId);
    const thankYou = new URL(session.success_url);
    const status = await call(app, {
      method: 'GET',
      url: `/api/donations/${donationId}?key=${thankYou.searchParams.get('key')}`,
    });
    expect(status.body.data.status).toBe('succeeded');
    return { owner, email, donationId, accountId, subscriptionId: session.subscription ?? '' };
  }

  const cancels = (subscriptionId: string) =>
    stripeApi.received.filter(
      (received) =>
        received.method === 'DELETE' && received.path === `/v1/subscriptions/${subscriptionId}`,
    );

  it('cancels its subscription on the organization’s account, once, under the gift’s key', async () => {
    const { email, donationId, accountId, subscriptionId } = await paidMonthlyGift();
    const key = await keyFor(app, email);
    expect((await myGiving(app, key)).body.data.monthly).toEqual([
      expect.objectContaining({ id: donationId, amount: 25, currency: 'USD' }),
    ]);

    expect((await stopMonthly(app, donationId, key)).body).toEqual({
      status: true,
      data: { status: 'cancelled' },
    });
    expect((await stopMonthly(app, donationId, key)).statusCode).toBe(200);

    expect(cancels(subscriptionId)).toEqual([
      expect.objectContaining({
        account: accountId,
        idempotencyKey: `cancel-monthly-${donationId}`,
      }),
    ]);
    expect(stripeApi.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(() => stripeApi.chargeSubscription(subscriptionId)).toThrow(/canceled/);
    expect(await subjects(email, 'has been stopped')).toHaveLength(1);
  });

  it('answers 502 when Stripe refuses, and stops nothing until it is asked again', async () => {
    const { email, donationId, subscriptionId } = await paidMonthlyGift();
    const key = await keyFor(app, email);
    stripeApi.failWith(400);
    const refused = await stopMonthly(app, donationId, key);
    stripeApi.failWith(undefined);
    expect(refused.statusCode).toBe(502);
    expect((await donationRow(donationId))?.cancelledAt).toBeNull();
    expect(await subjects(email, 'has been stopped')).toEqual([]);

    expect((await stopMonthly(app, donationId, key)).statusCode).toBe(200);
    expect(stripeApi.subscriptions.get(subscriptionId)?.status).toBe('canceled');
  });

  it('tells the donor of each declined charge with Stripe’s invoice page, and stops at the third', async () => {
    const { owner, email, donationId, accountId, subscriptionId } = await paidMonthlyGift();
    const first = stripeApi.declineSubscription(subscriptionId);
    const delivered = await deliver('invoice.payment_failed', accountId, first);
    expect(delivered.statusCode).toBe(200);
    // Stripe sends an event again: it counts once.
    await deliver('invoice.payment_failed', accountId, first, delivered.id);
    expect(await failuresOf(donationId)).toHaveLength(1);
    const [declined] = await subjects(email, 'could not be charged');
    expect(declined?.link).toBe(first.hosted_invoice_url);

    await deliver(
      'invoice.payment_failed',
      accountId,
      stripeApi.declineSubscription(subscriptionId),
    );
    expect(cancels(subscriptionId)).toEqual([]);
    await deliver(
      'invoice.payment_failed',
      accountId,
      stripeApi.declineSubscription(subscriptionId),
    );

    expect(await failuresOf(donationId)).toHaveLength(3);
    expect(cancels(subscriptionId)).toHaveLength(1);
    expect((await donationRow(donationId))?.cancelledBy).toBe('failed_charges');
    expect(await subjects(email, 'could not be charged')).toHaveLength(2);
    expect(await subjects(email, 'has been stopped')).toHaveLength(1);
    expect((await readOutbox(app, owner.email)).map((message) => message.subject)).toEqual([
      'A monthly gift to Hope Shelter has been stopped',
    ]);
  });
});

describe('a monthly gift on Razorpay', () => {
  let serial = 0;

  async function deliver(event: string, subscription: object, eventId?: string) {
    serial += 1;
    const id = eventId ?? `evt_my_giving_${serial}`;
    const payload = JSON.stringify({
      entity: 'event',
      account_id: 'acc_localfake',
      event,
      contains: ['subscription'],
      payload: { subscription: { entity: subscription } },
      created_at: Math.floor(Date.now() / 1000),
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', RAZORPAY_SECRET).update(payload).digest('hex'),
        'x-razorpay-event-id': id,
      },
      payload,
    });
    return { statusCode: response.statusCode, id };
  }

  /**
   * An Indian donor's monthly gift on a Razorpay subscription that charged its first month, the
   * donation recorded as its confirmation would have (its checkout is not this test's).
   */
  async function paidMonthlyGift() {
    const owner = await insertOwner(app);
    const organization = await insertGivingOrganization(app, {
      ownerId: owner.id,
      name: 'Annapurna Food Bank',
    });
    const campaign = await insertGivingCampaign(app, {
      organizationId: organization.id,
      currency: 'INR',
    });
    const id = randomUUID();
    const email = `meera-${id.slice(0, 8)}@example.in`;
    const { id: providerSessionId } = razorpayApi.activeSubscription({
      amount: 100_000,
      notes: { donation_id: id },
    });
    await app.db.insert(donations).values({
      id,
      organizationId: organization.id,
      campaignId: campaign.id,
      frequency: 'monthly',
      currency: 'INR',
      amount: 100_000,
      platformFee: 0,
      providerFee: 2000,
      coverFees: false,
      charged: 100_000,
      status: 'succeeded',
      provider: 'razorpay',
      providerSessionId,
      donorName: 'Meera Iyer',
      donorEmail: email,
      locale: 'hi',
      webOrigin: app.config.publicUrl,
      createdAt: app.clock(),
      confirmedAt: app.clock(),
    });
    return { owner, email, donationId: id, subscriptionId: providerSessionId };
  }

  const cancels = (subscriptionId: string) =>
    razorpayApi.received.filter(
      (received) =>
        received.method === 'POST' &&
        received.path === `/v1/subscriptions/${subscriptionId}/cancel`,
    );

  it('cancels its subscription at once, once', async () => {
    const { email, donationId, subscriptionId } = await paidMonthlyGift();
    const key = await keyFor(app, email);
    expect((await stopMonthly(app, donationId, key)).statusCode).toBe(200);
    expect((await stopMonthly(app, donationId, key)).statusCode).toBe(200);
    expect(cancels(subscriptionId)).toHaveLength(1);
    expect(razorpayApi.subscriptions.get(subscriptionId)?.status).toBe('cancelled');
    expect(() => razorpayApi.chargeSubscription(subscriptionId)).toThrow(/cancelled/);
    const stopped = await subjects(email, 'रोक दिया गया है');
    expect(stopped).toHaveLength(1);
    expect(stopped[0]?.text).toContain('आपके कहे अनुसार');
  });

  it('sends the subscription’s page after a declined charge, and stops when Razorpay halts it', async () => {
    const { owner, email, donationId, subscriptionId } = await paidMonthlyGift();
    const pending = razorpayApi.declineSubscription(subscriptionId, 'pending');
    const first = await deliver('subscription.pending', pending);
    expect(first.statusCode).toBe(200);
    await deliver('subscription.pending', pending, first.id);
    expect(await failuresOf(donationId)).toHaveLength(1);
    const [declined] = await subjects(email, 'लिया नहीं जा सका');
    expect(declined?.link).toBe(pending.short_url);
    expect(cancels(subscriptionId)).toEqual([]);

    await deliver('subscription.halted', razorpayApi.declineSubscription(subscriptionId, 'halted'));
    expect(cancels(subscriptionId)).toHaveLength(1);
    expect(await donationRow(donationId)).toMatchObject({ cancelledBy: 'failed_charges' });
    expect(await subjects(email, 'रोक दिया गया है')).toHaveLength(1);
    expect((await readOutbox(app, owner.email)).map((message) => message.text)).toEqual([
      expect.stringContaining('It stopped after its payment was declined several times in a row.'),
    ]);
  });
});
