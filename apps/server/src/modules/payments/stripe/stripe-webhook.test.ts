import { createHmac } from 'node:crypto';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { validUsCompany } from '@givecrowd/shared/organization/registration-form.fixtures';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { bearer, post, readOutbox } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { type FakeStripeApi, startFakeStripeApi } from '@test/fake-stripe-api.ts';
import { storedDraftRow } from '@test/organization-helpers.ts';
import { buildPaymentsApp, createOwner, insertStepTwoDraft } from '@test/payments-page-helpers.ts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, organizations, paymentEvents } from '@/db/schema.ts';

const WEBHOOK_SECRET = 'whsec_local_test_secret';
/** The Connect endpoint's own secret: connected accounts' events are signed with it. */
const CONNECT_WEBHOOK_SECRET = 'whsec_local_connect_secret';
const WEBHOOK_PATH = '/api/payments/stripe/webhook';

let serial = 0;
const eventId = () => {
  serial += 1;
  return `evt_test_${serial}`;
};

/** An event as Stripe sends it, with `data.object` the object as it stands. */
const stripeEvent = (type: string, object: object, id = eventId()) => ({
  id,
  object: 'event',
  api_version: Stripe.API_VERSION,
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
});

/** Stripe's signature header for these bytes: the secret given, now or at `timestamp`. */
const signatureFor = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

async function deliver(
  app: TestApp,
  payload: string,
  headers: Record<string, string> = { 'stripe-signature': signatureFor(payload) },
) {
  const response = await app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
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

describe('POST /api/payments/stripe/webhook', () => {
  let api: FakeStripeApi;
  let app: TestApp;

  beforeAll(async () => {
    api = await startFakeStripeApi();
    app = await buildPaymentsApp({
      stripe: { ...api.config, webhookSecret: `${WEBHOOK_SECRET}, ${CONNECT_WEBHOOK_SECRET}` },
      paymentTimeoutMs: 2000,
    });
  });
  afterAll(async () => {
    await app.close();
    await api.stop();
  });

  /** A US company's draft with a Growth plan checkout started through our checkout call. */
  async function startedCheckout() {
    const owner = await createOwner(app);
    const draft = await insertStepTwoDraft(app, { ownerId: owner.id, form: validUsCompany });
    const started = await post(
      app,
      '/api/payments/checkout',
      { slug: draft.slug, kind: 'plan', plan_name: 'Growth', period: 'Quarterly', currency: 'USD' },
      bearer(owner.token),
    );
    expect(started.statusCode).toBe(200);
    const checkoutId: string = started.body.data.session_id;
    const providerSessionId = (await checkoutRow(app, checkoutId))?.providerSessionId;
    if (!providerSessionId) throw new Error('the checkout has no Stripe session');
    return { owner, slug: draft.slug, checkoutId, providerSessionId };
  }

  it('records a paid checkout once, from a validly signed checkout.session.completed, and emails its invoice once', async () => {
    const { owner, slug, checkoutId, providerSessionId } = await startedCheckout();
    expect(api.sessions.get(providerSessionId)).toMatchObject({
      client_reference_id: checkoutId,
      amount_total: 11_900,
      mode: 'subscription',
    });
    const session = api.completeCheckout(providerSessionId);
    const event = stripeEvent('checkout.session.completed', session);

    const delivered = await deliver(app, JSON.stringify(event));
    expect(delivered).toEqual({ statusCode: 200, body: { status: true } });
    expect((await checkoutRow(app, checkoutId))?.state).toBe('paid');
    const recorded = await storedDraftRow(app, slug);
    expect(recorded?.pricingPlan).toMatchObject({
      is_plan_purchased: true,
      plan_name: 'Growth',
      plan_type: 'recurring',
      period: 'Quarterly',
      currency: 'USD',
      amount: 119,
    });
    expect(await eventRows(app, event.id)).toHaveLength(1);

    const invoices = await readOutbox(app, owner.email);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]?.subject).toMatch(/^Your invoice INV-\d{4}-[0-9A-F]{10} from /);
    expect(invoices[0]?.text).toContain('$119 USD for Growth plan');

    const replayed = await deliver(app, JSON.stringify(event));
    expect(replayed).toEqual({ statusCode: 200, body: { status: true } });
    expect(await storedDraftRow(app, slug)).toEqual(recorded);
    expect(await eventRows(app, event.id)).toHaveLength(1);
    expect(await readOutbox(app, owner.email)).toHaveLength(1);
  });

  it('emails the invoice of each renewal of a plan’s subscription once, and the first invoice once', async () => {
    const { owner, providerSessionId } = await startedCheckout();
    const session = api.completeCheckout(providerSessionId);
    await deliver(app, JSON.stringify(stripeEvent('checkout.session.completed', session)));
    const subscriptionId = session.subscription ?? '';
    const first = api.invoices.get(session.invoice ?? '');
    expect(first?.billing_reason).toBe('subscription_create');
    expect(await readOutbox(app, owner.email)).toHaveLength(1);

    // The first invoice's own invoice.paid is the checkout's payment, invoiced already.
    const firstPaid = stripeEvent('invoice.paid', first ?? {});
    expect(await deliver(app, JSON.stringify(firstPaid))).toEqual({
      statusCode: 200,
      body: { status: true },
    });
    expect(await readOutbox(app, owner.email)).toHaveLength(1);
    expect(await eventRows(app, firstPaid.id)).toHaveLength(1);

    const renewal = api.chargeSubscription(subscriptionId);
    expect(renewal.billing_reason).toBe('subscription_cycle');
    const renewalPaid = stripeEvent('invoice.paid', renewal);
    await deliver(app, JSON.stringify(renewalPaid));
    const emails = await readOutbox(app, owner.email);
    expect(emails).toHaveLength(2);
    const numbers = emails.map((email) => /INV-\d{4}-[0-9A-F]{10}/.exec(email.subject)?.[0]);
    expect(new Set(numbers).size).toBe(2);
    expect(emails.every((email) => email.text.includes('$119 USD for Growth plan'))).toBe(true);
    expect(emails.every((email) => email.attachments?.length === 1)).toBe(true);

    // The same event again, or another event of the same invoice: no second invoice.
    await deliver(app, JSON.stringify(renewalPaid));
    await deliver(app, JSON.stringify(stripeEvent('invoice.paid', renewal)));
    expect(await readOutbox(app, owner.email)).toHaveLength(2);
    expect(await eventRows(app, renewalPaid.id)).toHaveLength(1);

    // The next renewal has an invoice of its own.
    await deliver(
      app,
      JSON.stringify(stripeEvent('invoice.paid', api.chargeSubscription(subscriptionId))),
    );
    expect(await readOutbox(app, owner.email)).toHaveLength(3);
  });

  it('invoices no renewal of a subscription that none of our checkouts started', async () => {
    const stranger = stripeEvent('invoice.paid', {
      id: 'in_not_ours',
      object: 'invoice',
      status: 'paid',
      billing_reason: 'subscription_cycle',
      amount_paid: 5_000,
      currency: 'usd',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: 'sub_not_ours', metadata: {} },
      },
    });
    expect(await deliver(app, JSON.stringify(stranger))).toEqual({
      statusCode: 200,
      body: { status: true },
    });
    expect(await eventRows(app, stranger.id)).toHaveLength(1);
  });

  it('waits for async_payment_succeeded when the checkout completed unpaid', async () => {
    const { slug, checkoutId, providerSessionId } = await startedCheckout();
    const unpaid = api.completeCheckout(providerSessionId, 'unpaid');
    const completed = await deliver(
      app,
      JSON.stringify(stripeEvent('checkout.session.completed', unpaid)),
    );
    expect(completed.statusCode).toBe(200);
    expect((await checkoutRow(app, checkoutId))?.state).toBe('open');
    expect((await storedDraftRow(app, slug))?.pricingPlan).toBeNull();

    const paid = api.completeCheckout(providerSessionId, 'paid');
    const succeeded = await deliver(
      app,
      JSON.stringify(stripeEvent('checkout.session.async_payment_succeeded', paid)),
    );
    expect(succeeded.statusCode).toBe(200);
    expect((await checkoutRow(app, checkoutId))?.state).toBe('paid');
    expect((await storedDraftRow(app, slug))?.pricingPlan?.plan_name).toBe('Growth');
  });

  it.each([
    ['another secret', (payload: string) => signatureFor(payload, 'whsec_someone_else')],
    ['other bytes', (payload: string) => signatureFor(`${payload} `)],
    [
      'a signature over 5 minutes old',
      (payload: string) =>
        signatureFor(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301),
    ],
    [
      'a signature dated over 5 minutes ahead',
      (payload: string) =>
        signatureFor(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 301),
    ],
    [
      'a signature dated an hour ahead',
      (payload: string) =>
        signatureFor(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 3600),
    ],
    [
      'a signed time that is no number',
      (payload: string) =>
        `t=NaN,v1=${createHmac('sha256', WEBHOOK_SECRET).update(`NaN.${payload}`).digest('hex')}`,
    ],
    ['garbage', () => 't=1,v1=00'],
    ['no signature', undefined],
  ] as const)('answers 400 and records nothing for %s', async (_case, sign) => {
    const { slug, checkoutId, providerSessionId } = await startedCheckout();
    const event = stripeEvent(
      'checkout.session.completed',
      api.completeCheckout(providerSessionId),
    );
    const payload = JSON.stringify(event);

    const delivered = await deliver(
      app,
      payload,
      sign ? { 'stripe-signature': sign(payload) } : {},
    );
    expect(delivered).toEqual({
      statusCode: 400,
      body: { status: false, message: PAYMENTS_MESSAGES.webhookSignatureInvalid },
    });
    expect((await checkoutRow(app, checkoutId))?.state).toBe('open');
    expect((await storedDraftRow(app, slug))?.pricingPlan).toBeNull();
    expect(await eventRows(app, event.id)).toHaveLength(0);
  });

  it('keeps the onboarded flag from account.updated (Connect endpoint), and a replay does not undo a later event', async () => {
    const fromConnect = (payload: string) =>
      deliver(app, payload, { 'stripe-signature': signatureFor(payload, CONNECT_WEBHOOK_SECRET) });
    const owner = await createOwner(app);
    const accountId = `acct_webhook_${serial}`;
    const draft = await insertStepTwoDraft(app, {
      ownerId: owner.id,
      form: validUsCompany,
      columns: { paymentProvider: 'stripe', paymentAccountId: accountId },
    });
    const onboarded = stripeEvent('account.updated', {
      id: accountId,
      object: 'account',
      details_submitted: true,
      charges_enabled: true,
    });
    expect((await fromConnect(JSON.stringify(onboarded))).statusCode).toBe(200);
    expect((await storedDraftRow(app, draft.slug))?.paymentOnboarded).toBe(true);

    const restricted = stripeEvent('account.updated', {
      id: accountId,
      object: 'account',
      details_submitted: true,
      charges_enabled: false,
    });
    expect((await fromConnect(JSON.stringify(restricted))).statusCode).toBe(200);
    expect((await storedDraftRow(app, draft.slug))?.paymentOnboarded).toBe(false);

    expect((await fromConnect(JSON.stringify(onboarded))).statusCode).toBe(200);
    expect((await storedDraftRow(app, draft.slug))?.paymentOnboarded).toBe(false);
  });

  it('answers any unsigned body and header with 400 in the envelope, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (payload, signature) => {
        const delivered = await deliver(app, payload, { 'stripe-signature': signature });
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
      stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }),
      stripeEvent('checkout.session.completed', {
        id: 'cs_test_not_ours',
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
      }),
      stripeEvent('account.updated', {
        id: 'acct_not_ours',
        object: 'account',
        details_submitted: true,
        charges_enabled: true,
      }),
    ]) {
      expect(await deliver(app, JSON.stringify(event))).toEqual({
        statusCode: 200,
        body: { status: true },
      });
    }
    expect(await app.db.select().from(organizations)).toEqual(before);
  });

  it('accepts a signature dated a little ahead, as from a clock a little fast', async () => {
    const { checkoutId, providerSessionId } = await startedCheckout();
    const payload = JSON.stringify(
      stripeEvent('checkout.session.completed', api.completeCheckout(providerSessionId)),
    );
    const ahead = signatureFor(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 240);
    expect(await deliver(app, payload, { 'stripe-signature': ahead })).toEqual({
      statusCode: 200,
      body: { status: true },
    });
    expect((await checkoutRow(app, checkoutId))?.state).toBe('paid');
  });

  const event = (fields: object) => ({ ...stripeEvent('customer.created', {}), ...fields });
  const paidSession = { object: 'checkout.session', status: 'complete', payment_status: 'paid' };
  it.each([
    ['null', null],
    ['a list', []],
    ['a text', 'evt_1'],
    ['a number', 42],
    ['data null', event({ data: null })],
    ['no data', event({ data: undefined })],
    ['data.object null', event({ data: { object: null } })],
    ['data.object a text', event({ data: { object: 'acct_1' } })],
    ['no event id', event({ id: undefined })],
    ['an empty event id', event({ id: '' })],
    ['an event id that is a number', event({ id: 42 })],
    ['no type', event({ type: undefined })],
    ['a type that is an object', event({ type: { name: 'account.updated' } })],
    ['a thin event', { id: 'evt_thin', object: 'v2.core.event', type: 'v1.account.updated' }],
    ['account.updated with no account id', stripeEvent('account.updated', { object: 'account' })],
    [
      'a paid checkout.session.completed with no session id',
      stripeEvent('checkout.session.completed', paidSession),
    ],
    [
      'checkout.session.async_payment_succeeded with a session id that is a number',
      stripeEvent('checkout.session.async_payment_succeeded', { ...paidSession, id: 7 }),
    ],
  ])('answers 400 for a validly signed body that is not an event: %s', async (_case, body) => {
    const before = await app.db.select().from(paymentEvents);
    expect(await deliver(app, JSON.stringify(body))).toEqual({
      statusCode: 400,
      body: { status: false, message: API_MESSAGES.invalidRequest },
    });
    expect(await app.db.select().from(paymentEvents)).toEqual(before);
  });

  it('answers 400 for signed bytes that are not JSON', async () => {
    const payload = '{"id": "evt_broken",';
    expect(await deliver(app, payload)).toEqual({
      statusCode: 400,
      body: { status: false, message: API_MESSAGES.invalidJson },
    });
  });

  it('reads JSON bodies only', async () => {
    const payload = 'type=checkout.session.completed';
    const response = await app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'stripe-signature': signatureFor(payload),
      },
      payload,
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('POST /api/payments/stripe/webhook without a webhook secret', () => {
  let api: FakeStripeApi;
  let app: TestApp;

  beforeAll(async () => {
    api = await startFakeStripeApi();
    app = await buildPaymentsApp({ stripe: api.config });
  });
  afterAll(async () => {
    await app.close();
    await api.stop();
  });

  it('is not there: 404, as for any unknown route', async () => {
    const payload = JSON.stringify(stripeEvent('customer.created', { id: 'cus_1' }));
    const delivered = await deliver(app, payload);
    expect(delivered).toEqual({
      statusCode: 404,
      body: { status: false, message: API_MESSAGES.noRoute('POST', WEBHOOK_PATH) },
    });
  });
});
