import { randomUUID } from 'node:crypto';
import { GIVING_MESSAGES, REFUND_FAILURE_REASONS } from '@givecrowd/shared/giving/giving-messages';
import { bearer, readOutbox } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { call } from '@test/checkout-helpers.ts';
import { createTestUser } from '@test/create-test-user.ts';
import {
  type FakeStripeApi,
  type FakeStripeRefund,
  startFakeStripeApi,
} from '@test/fake-stripe-api.ts';
import {
  campaignTotals,
  insertGivingCampaign,
  insertGivingOrganization,
  startGift,
} from '@test/giving-helpers.ts';
import { buildPaymentsApp } from '@test/payments-page-helpers.ts';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  donations,
  giftCharges,
  giftRefunds,
  ledgerEntries,
  paymentEvents,
  receipts,
  users,
} from '@/db/schema.ts';

const WEBHOOK_SECRET = 'whsec_local_refund_secret';
const WEBHOOK_PATH = '/api/payments/stripe/webhook';

let serial = 0;
/** A connected account's event as Stripe sends it. */
const connectEvent = (type: string, account: string, object: object) => {
  serial += 1;
  return {
    id: `evt_refund_${serial}`,
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

describe('refunds through Stripe: on the organization’s account, recorded once', () => {
  let api: FakeStripeApi;
  let app: TestApp;
  let owner: { id: string; token: string };
  let slug: string;
  let campaignSlug: string;
  let campaignId: string;

  beforeAll(async () => {
    api = await startFakeStripeApi();
    app = await buildPaymentsApp({
      stripe: { ...api.config, webhookSecret: WEBHOOK_SECRET },
      paymentTimeoutMs: 2000,
      donationCheckoutsPerHour: { perIp: 1000, perEmail: 50 },
    });
    owner = await createTestUser(app);
    const organization = await insertGivingOrganization(app, {
      countryCode: 'US',
      ownerId: owner.id,
    });
    slug = organization.slug;
    const campaign = await insertGivingCampaign(app, {
      organizationId: organization.id,
      currency: 'USD',
    });
    campaignSlug = campaign.slug;
    campaignId = campaign.id;
  });
  afterAll(async () => {
    await app?.close();
    await api?.stop();
  });
  beforeEach(() => {
    api.onRefund(undefined);
  });

  /** A $25 gift paid on Stripe and confirmed by the thank-you page's question. */
  async function paidGift() {
    const email = `ana-${randomUUID().slice(0, 8)}@example.org`;
    const started = await startGift(app, {
      campaign_slug: campaignSlug,
      amount: 25,
      currency: 'USD',
      frequency: 'one_time',
      donor_name: 'Ana Reyes',
      donor_email: email,
    });
    expect(started.statusCode).toBe(201);
    const donationId: string = started.body.data.donation_id;
    const [donation] = await app.db.select().from(donations).where(eq(donations.id, donationId));
    const [accountId = '', sessionId = ''] = donation?.providerSessionId?.split('/') ?? [];
    const session = api.completeCheckout(sessionId);
    const thankYou = new URL(session.success_url);
    const status = await call(app, {
      method: 'GET',
      url: `/api/donations/${donationId}?key=${thankYou.searchParams.get('key')}`,
    });
    expect(status.body.data.status).toBe('succeeded');
    const [charge] = await app.db
      .select()
      .from(giftCharges)
      .where(eq(giftCharges.donationId, donationId));
    return {
      donationId,
      email,
      accountId,
      paymentIntent: session.payment_intent ?? '',
      chargeId: charge?.id ?? '',
    };
  }

  const refund = (donationId: string, reason = 'The donor gave twice') =>
    call(app, {
      method: 'POST',
      url: `/api/organizations/${slug}/donations/${donationId}/refund`,
      payload: { reason },
      headers: bearer(owner.token),
    });

  async function deliver(event: object) {
    const payload = JSON.stringify(event);
    const response = await app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        }),
      },
      payload,
    });
    return response.statusCode;
  }

  const refundEntriesOf = (donationId: string) =>
    app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.donationId, donationId), eq(ledgerEntries.kind, 'refund')));
  const refundsOf = (donationId: string) =>
    app.db.select().from(giftRefunds).where(eq(giftRefunds.donationId, donationId));

  it("refunds on the organization's account under the charge's idempotency key, with the application fee", async () => {
    const gift = await paidGift();
    const response = await refund(gift.donationId);
    expect(response.statusCode).toBe(200);
    expect(response.body.data.status).toBe('refunded');
    const asked = api.received.filter((received) => received.path === '/v1/refunds');
    expect(asked).toEqual([
      expect.objectContaining({
        method: 'POST',
        account: gift.accountId,
        idempotencyKey: `refund-${gift.chargeId}`,
        form: {
          payment_intent: gift.paymentIntent,
          refund_application_fee: 'true',
          'metadata[donation_id]': gift.donationId,
        },
      }),
    ]);
    const [made] = api.refunds.filter((one) => one.payment_intent === gift.paymentIntent);
    expect(await refundsOf(gift.donationId)).toMatchObject([{ providerRefundId: made?.id }]);

    // A retry under the same key (a lost answer) gets the same refund back, never a second.
    const stripe = app.payments.named('stripe')?.donations;
    const [donation] = await app.db
      .select()
      .from(donations)
      .where(eq(donations.id, gift.donationId));
    const again = await stripe?.refundCharge({
      providerSessionId: donation?.providerSessionId ?? '',
      paymentId: gift.paymentIntent,
      amountMinor: 2500,
      currency: 'USD',
      idempotencyKey: `refund-${gift.chargeId}`,
      donationId: gift.donationId,
    });
    expect(again).toEqual({ refundId: made?.id });
    expect(api.refunds.filter((one) => one.payment_intent === gift.paymentIntent)).toHaveLength(1);

    // Its webhook after the call, and again, records nothing more.
    const event = connectEvent(
      'charge.refunded',
      gift.accountId,
      api.refundedCharge(gift.paymentIntent),
    );
    expect(await deliver(event)).toBe(200);
    expect(await deliver(event)).toBe(200);
    expect(await refundEntriesOf(gift.donationId)).toHaveLength(1);
    expect(await refundsOf(gift.donationId)).toHaveLength(1);
    const claimed = await app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, event.id));
    expect(claimed).toHaveLength(1);
  });

  it("records once, with the owner's reason, a refund whose webhook arrives before the call has recorded it", async () => {
    const gift = await paidGift();
    api.onRefund(async () => {
      const event = connectEvent(
        'charge.refunded',
        gift.accountId,
        api.refundedCharge(gift.paymentIntent),
      );
      expect(await deliver(event)).toBe(200);
      expect(await deliver(event)).toBe(200);
    });
    const response = await refund(gift.donationId, 'Asked by the donor');
    expect(response.statusCode).toBe(200);
    const [receipt] = await app.db
      .select()
      .from(receipts)
      .where(eq(receipts.donationId, gift.donationId));
    expect(response.body.data).toEqual({
      status: 'refunded',
      receipt: { number: receipt?.number, status: 'void' },
    });
    expect(receipt).toMatchObject({ status: 'void', voidReason: 'Asked by the donor' });
    expect(await refundEntriesOf(gift.donationId)).toHaveLength(1);
    expect(await refundsOf(gift.donationId)).toMatchObject([
      {
        reason: 'Asked by the donor',
        requestedBy: owner.id,
        providerRefundId: expect.stringMatching(/^re_/),
      },
    ]);
    const emails = await readOutbox(app, gift.email);
    expect(emails.filter((email) => email.subject.includes('refunded'))).toHaveLength(1);
  });

  it('records a refund made in the Stripe dashboard; the owner then finds it refunded (409)', async () => {
    const gift = await paidGift();
    api.refundInDashboard(gift.paymentIntent);
    const event = connectEvent(
      'charge.refunded',
      gift.accountId,
      api.refundedCharge(gift.paymentIntent),
    );
    expect(await deliver(event)).toBe(200);
    const [donation] = await app.db
      .select()
      .from(donations)
      .where(eq(donations.id, gift.donationId));
    expect(donation?.status).toBe('refunded');
    const [receipt] = await app.db
      .select()
      .from(receipts)
      .where(eq(receipts.donationId, gift.donationId));
    expect(receipt).toMatchObject({
      status: 'void',
      voidReason: GIVING_MESSAGES.refundedAtProvider,
    });
    expect(await refundsOf(gift.donationId)).toMatchObject([{ reason: null, requestedBy: null }]);

    const asked = api.received.length;
    expect(await refund(gift.donationId)).toMatchObject({
      statusCode: 409,
      body: { message: GIVING_MESSAGES.refundTooLate },
    });
    expect(api.received).toHaveLength(asked);
    expect(await refundEntriesOf(gift.donationId)).toHaveLength(1);
  });

  it('keeps a request Stripe refused as failed, and asks again under a new key', async () => {
    const gift = await paidGift();
    api.failWith(400);
    expect((await refund(gift.donationId)).statusCode).toBe(502);
    api.failWith(undefined);
    expect(await refundsOf(gift.donationId)).toMatchObject([
      {
        failedAt: expect.any(Date),
        failureReason: GIVING_MESSAGES.refundFailedAtProvider,
        refundedAt: null,
      },
    ]);
    expect(await refundEntriesOf(gift.donationId)).toEqual([]);
    expect((await refund(gift.donationId)).statusCode).toBe(200);
    const asked = api.received.filter(
      (received) =>
        received.path === '/v1/refunds' && received.form.payment_intent === gift.paymentIntent,
    );
    expect(asked.map(({ idempotencyKey }) => idempotencyKey)).toEqual([
      `refund-${gift.chargeId}`,
      `refund-${gift.chargeId}-2`,
    ]);
  });

  const entriesOf = (donationId: string) =>
    app.db.select().from(ledgerEntries).where(eq(ledgerEntries.donationId, donationId));
  const receiptsOf = (donationId: string) =>
    app.db.select().from(receipts).where(eq(receipts.donationId, donationId));
  const sum = (entries: { amount: number }[]) =>
    entries.reduce((total, entry) => total + entry.amount, 0);

  it('undoes a refund Stripe fails after it was recorded, once for refund.failed and charge.refund.updated, and refunds again under a new key', async () => {
    const before = await campaignTotals(app, campaignId);
    const gift = await paidGift();
    const [donation] = await app.db
      .select()
      .from(donations)
      .where(eq(donations.id, gift.donationId));
    const charged = sum(await entriesOf(gift.donationId));
    expect((await refund(gift.donationId)).statusCode).toBe(200);
    const [made] = api.refunds.filter((one) => one.payment_intent === gift.paymentIntent);
    const [voided] = await receiptsOf(gift.donationId);

    const failed = api.failRefund(made?.id ?? '', 'expired_or_canceled_card');
    const event = connectEvent('refund.failed', gift.accountId, failed);
    expect(await deliver(event)).toBe(200);
    expect(await deliver(event)).toBe(200);
    expect(await deliver(connectEvent('charge.refund.updated', gift.accountId, failed))).toBe(200);

    const [failedRow] = await refundsOf(gift.donationId);
    expect(failedRow).toMatchObject({
      providerRefundId: made?.id,
      failureReason: REFUND_FAILURE_REASONS.expired_or_canceled_card,
      failedAt: expect.any(Date),
      refundedAt: expect.any(Date),
    });
    // The sandbox's and Stripe's direct charges: refund, platform fee (and no covered fee here).
    const ofRefund = (await entriesOf(gift.donationId)).filter(
      (entry) => entry.refundId === failedRow?.id,
    );
    expect(ofRefund.map(({ kind, amount }) => [kind, amount]).sort()).toEqual(
      [
        ['refund', -2500],
        ['refund', 2500],
        ['platform_fee', donation?.platformFee ?? 0],
        ['platform_fee', -(donation?.platformFee ?? 0)],
      ]
        .filter(([, amount]) => amount !== 0)
        .sort(),
    );
    expect(sum(await entriesOf(gift.donationId))).toBe(charged);
    expect(await campaignTotals(app, campaignId)).toEqual({
      raisedMinor: (before?.raisedMinor ?? 0) + 2500,
      donorCount: (before?.donorCount ?? 0) + 1,
    });
    const issued = await receiptsOf(gift.donationId);
    expect(issued.map(({ number, status }) => ({ number, status }))).toEqual(
      expect.arrayContaining([
        { number: voided?.number, status: 'void' },
        { number: expect.not.stringMatching(`^${voided?.number}$`), status: 'valid' },
      ]),
    );
    const ownerEmails = await readOutbox(app, (await ownerEmail()) ?? '');
    expect(ownerEmails.filter((one) => one.subject.includes('failed'))).toHaveLength(1);
    expect(ownerEmails.find((one) => one.subject.includes('failed'))?.text).toContain(
      REFUND_FAILURE_REASONS.expired_or_canceled_card,
    );

    expect((await refund(gift.donationId, 'Asked again')).statusCode).toBe(200);
    const asked = api.received.filter(
      (received) =>
        received.path === '/v1/refunds' && received.form.payment_intent === gift.paymentIntent,
    );
    expect(asked.map(({ idempotencyKey }) => idempotencyKey)).toEqual([
      `refund-${gift.chargeId}`,
      `refund-${gift.chargeId}-2`,
    ]);
    expect(sum(await refundEntriesOf(gift.donationId))).toBe(-2500);
    expect(await campaignTotals(app, campaignId)).toEqual(before);
  });

  it('records no refund when refund.failed arrives before the call has recorded it, nor when charge.refunded comes after', async () => {
    const gift = await paidGift();
    let made: FakeStripeRefund | undefined;
    api.onRefund(async (answered) => {
      made = answered;
      const failed = api.failRefund(answered.id, 'lost_or_stolen_card');
      expect(await deliver(connectEvent('refund.failed', gift.accountId, failed))).toBe(200);
    });
    expect(await refund(gift.donationId)).toMatchObject({
      statusCode: 409,
      body: { message: GIVING_MESSAGES.refundFailedAtProvider },
    });
    api.onRefund(undefined);
    expect(await refundsOf(gift.donationId)).toMatchObject([
      {
        providerRefundId: made?.id,
        refundedAt: null,
        failureReason: REFUND_FAILURE_REASONS.lost_or_stolen_card,
      },
    ]);
    // The success Stripe reported before the failure, delivered late.
    const late = connectEvent('charge.refunded', gift.accountId, {
      id: made?.charge,
      object: 'charge',
      amount: 2500,
      amount_refunded: 2500,
      currency: 'usd',
      paid: true,
      refunded: true,
      payment_intent: gift.paymentIntent,
      refunds: { object: 'list', data: [made], has_more: false },
    });
    expect(await deliver(late)).toBe(200);
    expect(await refundEntriesOf(gift.donationId)).toEqual([]);
    const [standing] = await app.db
      .select()
      .from(donations)
      .where(eq(donations.id, gift.donationId));
    expect(standing?.status).toBe('succeeded');
    expect((await receiptsOf(gift.donationId)).map(({ status }) => status)).toEqual(['valid']);
    expect((await refund(gift.donationId)).statusCode).toBe(200);
  });

  /** The organization's owner's address, where its emails go. */
  async function ownerEmail() {
    const [user] = await app.db.select().from(users).where(eq(users.id, owner.id));
    return user?.email;
  }
});
