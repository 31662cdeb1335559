import { createHmac } from 'node:crypto';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { bearer, post } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { type FakeRazorpayApi, startFakeRazorpayApi } from '@test/fake-razorpay-api.ts';
import { storedDraftRow } from '@test/organization-helpers.ts';
import { buildPaymentsApp, createOwner, insertStepTwoDraft } from '@test/payments-page-helpers.ts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutSessions,
  organizations,
  outbox,
  paymentEvents,
  paymentInvoices,
} from '@/db/schema.ts';

const WEBHOOK_SECRET = 'razorpay-local-webhook-secret';
const WEBHOOK_PATH = '/api/payments/razorpay/webhook';

let serial = 0;
const newEventId = () => {
  serial += 1;
  return `evt_rzp_${serial}`;
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

async function deliver(
  app: TestApp,
  payload: string,
  headers: Record<string, string> = {
    'x-razorpay-signature': sign(payload),
    'x-razorpay-event-id': newEventId(),
  },
) {
  const response = await app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

const eventRows = (app: TestApp, id: string) =>
  app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, id));

const checkoutRow = async (app: TestApp, id: string) => {
  const [row] = await app.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
};

describe('POST /api/payments/razorpay/webhook', () => {
  let api: FakeRazorpayApi;
  let app: TestApp;

  beforeAll(async () => {
    api = await startFakeRazorpayApi();
    app = await buildPaymentsApp({
      razorpay: { ...api.config, webhookSecret: WEBHOOK_SECRET },
      paymentTimeoutMs: 2000,
    });
  });
  afterAll(async () => {
    await app.close();
    await api.stop();
  });

  /** An India NGO's draft with a checkout started through our checkout call. */
  async function startedCheckout(plan: { plan_name: string; period: string }) {
    const owner = await createOwner(app);
    const draft = await insertStepTwoDraft(app, { ownerId: owner.id });
    const started = await post(
      app,
      '/api/payments/checkout',
      { slug: draft.slug, kind: 'plan', currency: 'INR', ...plan },
      bearer(owner.token),
    );
    expect(started.statusCode).toBe(200);
    const checkoutId: string = started.body.data.session_id;
    const providerSessionId = (await checkoutRow(app, checkoutId))?.providerSessionId;
    if (!providerSessionId) throw new Error('the checkout has no Razorpay id');
    return { slug: draft.slug, checkoutId, providerSessionId, url: started.body.data.url };
  }

  it('records a yearly plan once its subscription is authenticated, once per event id', async () => {
    const { slug, checkoutId, providerSessionId, url } = await startedCheckout({
      plan_name: 'Growth',
      period: 'yearly',
    });
    expect(url).toBe(api.subscriptions.get(providerSessionId)?.short_url);
    const payload = JSON.stringify(
      razorpayEvent('subscription.authenticated', {
        subscription: api.authenticateSubscription(providerSessionId),
      }),
    );
    const headers = { 'x-razorpay-signature': sign(payload), 'x-razorpay-event-id': newEventId() };

    expect(await deliver(app, payload, headers)).toEqual({
      statusCode: 200,
      body: { status: true },
    });
    expect((await checkoutRow(app, checkoutId))?.state).toBe('paid');
    const recorded = await storedDraftRow(app, slug);
    expect(recorded?.pricingPlan).toMatchObject({
      is_plan_purchased: true,
      plan_name: 'Growth',
      period: 'yearly',
      currency: 'INR',
      amount: 24_999,
    });
    expect(await eventRows(app, headers['x-razorpay-event-id'])).toHaveLength(1);

    expect(await deliver(app, payload, headers)).toEqual({
      statusCode: 200,
      body: { status: true },
    });
    expect(await storedDraftRow(app, slug)).toEqual(recorded);
    expect(await eventRows(app, headers['x-razorpay-event-id'])).toHaveLength(1);

    // The activation that follows the authorisation finds the plan already recorded.
    const activated = await deliver(
      app,
      JSON.stringify(
        razorpayEvent('subscription.activated', {
          subscription: { ...api.subscriptions.get(providerSessionId), status: 'active' },
        }),
      ),
    );
    expect(activated.statusCode).toBe(200);
    expect(await storedDraftRow(app, slug)).toEqual(recorded);
  });

  it('records a one-time plan once its payment link is paid', async () => {
    const { slug, checkoutId, providerSessionId } = await startedCheckout({
      plan_name: 'Premium',
      period: 'One Time',
    });
    expect(providerSessionId).toMatch(/^plink_/);
    const delivered = await deliver(
      app,
      JSON.stringify(
        razorpayEvent('payment_link.paid', {
          payment_link: api.payLink(providerSessionId),
          payment: { id: 'pay_localfake', amount: 4_999_900, status: 'captured' },
        }),
      ),
    );
    expect(delivered.statusCode).toBe(200);
    expect((await checkoutRow(app, checkoutId))?.state).toBe('paid');
    expect((await storedDraftRow(app, slug))?.pricingPlan).toMatchObject({
      plan_name: 'Premium',
      plan_type: 'premium',
      period: 'One Time',
      amount: 49_999,
    });
  });

  it('emails one invoice per payment, however often Razorpay delivers it', async () => {
    const { checkoutId, providerSessionId } = await startedCheckout({
      plan_name: 'Premium',
      period: 'One Time',
    });
    const payment = {
      id: 'pay_invoice_once',
      amount: 4_999_900,
      currency: 'INR',
      status: 'captured',
    };
    const payload = JSON.stringify(
      razorpayEvent('payment_link.paid', { payment_link: api.payLink(providerSessionId), payment }),
    );
    const headers = { 'x-razorpay-signature': sign(payload), 'x-razorpay-event-id': newEventId() };
    expect((await deliver(app, payload, headers)).statusCode).toBe(200);
    expect((await deliver(app, payload, headers)).statusCode).toBe(200);
    expect((await deliver(app, payload)).statusCode).toBe(200);

    const invoices = await app.db
      .select()
      .from(paymentInvoices)
      .where(eq(paymentInvoices.checkoutId, checkoutId));
    expect(invoices).toMatchObject([
      { provider: 'razorpay', paymentId: 'pay_invoice_once', amountMinor: 4_999_900 },
    ]);
    const emails = (await app.db.select().from(outbox)).filter((email) =>
      email.attachments?.some((file) => file.key === invoices[0]?.pdfKey),
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain('₹49,999 INR for Premium plan, one time');
  });

  it("invoices a plan's charge on its billing date, not the mandate's authorisation", async () => {
    const { checkoutId, providerSessionId } = await startedCheckout({
      plan_name: 'Starter',
      period: 'Quarterly',
    });
    const invoicesOf = () =>
      app.db.select().from(paymentInvoices).where(eq(paymentInvoices.checkoutId, checkoutId));
    await deliver(
      app,
      JSON.stringify(
        razorpayEvent('subscription.authenticated', {
          subscription: api.authenticateSubscription(providerSessionId),
        }),
      ),
    );
    expect(await invoicesOf()).toHaveLength(0);
    const charged = api.chargeSubscription(providerSessionId);
    expect(charged.payment.amount).toBe(299_900);
    await deliver(app, JSON.stringify(razorpayEvent('subscription.charged', charged)));
    expect(await invoicesOf()).toMatchObject([
      { paymentId: charged.payment.id, amountMinor: 299_900, currency: 'INR' },
    ]);
  });

  it.each([
    ['another secret', (payload: string) => sign(payload, 'someone-else')],
    ['other bytes', (payload: string) => sign(`${payload} `)],
    ['a signature that is not hex', () => 'not-a-signature'],
    ['no signature', undefined],
  ] as const)('answers 400 and records nothing for %s', async (_case, signWith) => {
    const { slug, checkoutId, providerSessionId } = await startedCheckout({
      plan_name: 'Starter',
      period: 'Quarterly',
    });
    const payload = JSON.stringify(
      razorpayEvent('subscription.authenticated', {
        subscription: api.authenticateSubscription(providerSessionId),
      }),
    );
    const eventId = newEventId();
    const delivered = await deliver(app, payload, {
      'x-razorpay-event-id': eventId,
      ...(signWith ? { 'x-razorpay-signature': signWith(payload) } : {}),
    });
    expect(delivered).toEqual({
      statusCode: 400,
      body: { status: false, message: PAYMENTS_MESSAGES.webhookSignatureInvalid },
    });
    expect((await checkoutRow(app, checkoutId))?.state).toBe('open');
    expect((await storedDraftRow(app, slug))?.pricingPlan).toBeNull();
    expect(await eventRows(app, eventId)).toHaveLength(0);
  });

  it('answers 400 for a signed event without an event id, recording nothing', async () => {
    const { checkoutId, providerSessionId } = await startedCheckout({
      plan_name: 'Starter',
      period: 'yearly',
    });
    const payload = JSON.stringify(
      razorpayEvent('subscription.authenticated', {
        subscription: api.authenticateSubscription(providerSessionId),
      }),
    );
    const delivered = await deliver(app, payload, { 'x-razorpay-signature': sign(payload) });
    expect(delivered).toEqual({
      statusCode: 400,
      body: { status: false, message: API_MESSAGES.invalidRequest },
    });
    expect((await checkoutRow(app, checkoutId))?.state).toBe('open');
  });

  it('answers 400 for signed bytes that are not a Razorpay event', async () => {
    for (const payload of ['{"event": "payment_link.paid",', '[]', '{"payload": {}}']) {
      expect(await deliver(app, payload), payload).toEqual({
        statusCode: 400,
        body: { status: false, message: API_MESSAGES.invalidRequest },
      });
    }
  });

  it('answers any unsigned body and header with 400 in the envelope, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (payload, signature) => {
        const delivered = await deliver(app, payload, { 'x-razorpay-signature': signature });
        expect(delivered).toEqual({
          statusCode: 400,
          body: { status: false, message: PAYMENTS_MESSAGES.webhookSignatureInvalid },
        });
      }),
      { numRuns: 50 },
    );
  });

  it('acknowledges events it does not act on, and checkouts that are not ours, changing nothing', async () => {
    const before = await app.db.select().from(organizations);
    for (const event of [
      razorpayEvent('payment.captured', { payment: { id: 'pay_1', status: 'captured' } }),
      razorpayEvent('subscription.charged', { subscription: { id: 'sub_not_ours' } }),
      razorpayEvent('payment_link.paid', { payment_link: { id: 'plink_not_ours' } }),
    ]) {
      expect(await deliver(app, JSON.stringify(event))).toEqual({
        statusCode: 200,
        body: { status: true },
      });
    }
    expect(await app.db.select().from(organizations)).toEqual(before);
  });
});

describe('POST /api/payments/razorpay/webhook without a webhook secret', () => {
  let api: FakeRazorpayApi;
  let app: TestApp;

  beforeAll(async () => {
    api = await startFakeRazorpayApi();
    app = await buildPaymentsApp({ razorpay: api.config });
  });
  afterAll(async () => {
    await app.close();
    await api.stop();
  });

  it('is not there: 404, as for any unknown route', async () => {
    const delivered = await deliver(app, JSON.stringify(razorpayEvent('payment.captured', {})));
    expect(delivered).toEqual({
      statusCode: 404,
      body: { status: false, message: API_MESSAGES.noRoute('POST', WEBHOOK_PATH) },
    });
  });
});
