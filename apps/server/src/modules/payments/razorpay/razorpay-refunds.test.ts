import { createHmac } from 'node:crypto';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import { bearer, readOutbox } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { call } from '@test/checkout-helpers.ts';
import { createTestUser } from '@test/create-test-user.ts';
import {
  type FakeRazorpayApi,
  type FakeRazorpayRefund,
  startFakeRazorpayApi,
} from '@test/fake-razorpay-api.ts';
import {
  campaignTotals,
  indianGift,
  insertGivingCampaign,
  insertGivingOrganization,
  startGift,
} from '@test/giving-helpers.ts';
import { buildPaymentsApp } from '@test/payments-page-helpers.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  donations,
  giftCharges,
  giftRefunds,
  ledgerEntries,
  razorpayLinkedAccounts,
  receipts,
} from '@/db/schema.ts';

const WEBHOOK_SECRET = 'razorpay-local-refund-secret';
const WEBHOOK_PATH = '/api/payments/razorpay/webhook';

let serial = 0;
const nextEventId = () => {
  serial += 1;
  return `evt_refund_${serial}`;
};

/** `refund.processed` as Razorpay sends it, for a refund of a payment. */
const refundProcessed = (refund: Pick<FakeRazorpayRefund, 'id' | 'payment_id' | 'amount'>) => ({
  entity: 'event',
  account_id: 'acc_localfake',
  event: 'refund.processed',
  contains: ['refund', 'payment'],
  payload: {
    refund: {
      entity: { ...refund, entity: 'refund', currency: 'INR', status: 'processed', notes: [] },
    },
    payment: {
      entity: {
        id: refund.payment_id,
        entity: 'payment',
        amount: refund.amount,
        currency: 'INR',
        status: 'refunded',
      },
    },
  },
  created_at: Math.floor(Date.now() / 1000),
});

/** `refund.failed` as Razorpay sends it: the refund, now failed, with no reason. */
const refundFailed = (refund: FakeRazorpayRefund) => ({
  entity: 'event',
  account_id: 'acc_localfake',
  event: 'refund.failed',
  contains: ['refund'],
  payload: { refund: { entity: refund } },
  created_at: Math.floor(Date.now() / 1000),
});

describe('refunds through Razorpay: the Route transfer reversed, recorded once', () => {
  let api: FakeRazorpayApi;
  let app: TestApp;
  let owner: { id: string; token: string };
  let slug: string;
  let campaignSlug: string;
  let campaignId: string;

  beforeAll(async () => {
    api = await startFakeRazorpayApi();
    app = await buildPaymentsApp({
      razorpay: { ...api.config, webhookSecret: WEBHOOK_SECRET },
      paymentTimeoutMs: 2000,
      donationCheckoutsPerHour: { perIp: 1000, perEmail: 50 },
    });
    owner = await createTestUser(app);
    const organization = await insertGivingOrganization(app, { ownerId: owner.id });
    slug = organization.slug;
    // Its Route linked account, made and activated before (as its first gift would have).
    await app.db.insert(razorpayLinkedAccounts).values({
      organizationId: organization.id,
      bankAccount: 'domestic',
      accountId: api.activatedLinkedAccount(),
      stakeholderId: 'sth_local',
      productId: 'acc_prd_local',
      settlementsAt: new Date(),
      activationStatus: 'activated',
    });
    const campaign = await insertGivingCampaign(app, {
      organizationId: organization.id,
      currency: 'INR',
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

  /** A ₹1,000 gift paid by its payment link and confirmed by the thank-you page's question. */
  async function paidGift() {
    const payload = indianGift(campaignSlug);
    const started = await startGift(app, payload);
    expect(started.statusCode).toBe(201);
    const donationId: string = started.body.data.donation_id;
    const [donation] = await app.db.select().from(donations).where(eq(donations.id, donationId));
    const link = api.payLink(donation?.providerSessionId ?? '');
    const key = new URL(link.callback_url).searchParams.get('key');
    const status = await call(app, {
      method: 'GET',
      url: `/api/donations/${donationId}?key=${key}`,
    });
    expect(status.body.data.status).toBe('succeeded');
    const [charge] = await app.db
      .select()
      .from(giftCharges)
      .where(eq(giftCharges.donationId, donationId));
    if (!donation || !charge) throw new Error('the gift was not recorded');
    return { donation, charge, email: payload.donor_email, paymentId: charge.providerPaymentId };
  }

  const refund = (donationId: string, reason = 'The donor gave twice') =>
    call(app, {
      method: 'POST',
      url: `/api/organizations/${slug}/donations/${donationId}/refund`,
      payload: { reason },
      headers: bearer(owner.token),
    });

  async function deliver(event: object, eventId = nextEventId()) {
    const payload = JSON.stringify(event);
    const response = await app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(payload).digest('hex'),
        'x-razorpay-event-id': eventId,
      },
      payload,
    });
    return response.statusCode;
  }

  const entriesOf = (donationId: string) =>
    app.db.select().from(ledgerEntries).where(eq(ledgerEntries.donationId, donationId));
  const refundEntriesOf = (donationId: string) =>
    app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.donationId, donationId), eq(ledgerEntries.kind, 'refund')));
  const refundsOf = (donationId: string) =>
    app.db.select().from(giftRefunds).where(eq(giftRefunds.donationId, donationId));

  it("refunds the payment with its Route transfer reversed, under the charge's idempotency key", async () => {
    const { donation, charge, paymentId } = await paidGift();
    const response = await refund(donation.id);
    expect(response.statusCode).toBe(200);
    const asked = api.received.filter(({ path }) => path === `/v1/payments/${paymentId}/refund`);
    expect(asked).toEqual([
      expect.objectContaining({
        method: 'POST',
        idempotencyKey: `refund-${charge.id}`,
        body: {
          amount: charge.amount,
          speed: 'normal',
          reverse_all: 1,
          notes: { donation_id: donation.id },
        },
      }),
    ]);
    const transfers = api.transfers.filter(({ source }) => source === paymentId);
    expect(transfers.length).toBeGreaterThan(0);
    for (const transfer of transfers) expect(transfer.amount_reversed).toBe(transfer.amount);
    // The whole transfer comes back, so the organization's own money from the gift is nothing.
    const entries = await entriesOf(donation.id);
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    expect(
      entries
        .filter((entry) => entry.refundId !== null)
        .map(({ kind }) => kind)
        .sort(),
    ).toEqual(['provider_fee', 'refund']);

    // A retry under the same key finds the first refund; Razorpay makes no second.
    const razorpay = app.payments.named('razorpay')?.donations;
    const again = await razorpay?.refundCharge({
      providerSessionId: donation.providerSessionId ?? '',
      paymentId,
      amountMinor: charge.amount,
      currency: 'INR',
      idempotencyKey: `refund-${charge.id}`,
      donationId: donation.id,
    });
    const made = api.refunds.filter((one) => one.payment_id === paymentId);
    expect(made).toHaveLength(1);
    expect(again).toEqual({ refundId: made[0]?.id });
    expect(await refundsOf(donation.id)).toMatchObject([{ providerRefundId: made[0]?.id }]);

    // Its webhook after the call, delivered twice, records nothing more.
    const event = refundProcessed(made[0] ?? { id: '', payment_id: paymentId, amount: 0 });
    expect(await deliver(event, 'evt_after')).toBe(200);
    expect(await deliver(event, 'evt_after')).toBe(200);
    expect(await deliver(event)).toBe(200);
    expect(await refundEntriesOf(donation.id)).toHaveLength(1);
  });

  it("records once, with the owner's reason, a refund whose webhook arrives before the call has recorded it", async () => {
    const { donation, email } = await paidGift();
    api.onRefund(async (made) => {
      expect(await deliver(refundProcessed(made))).toBe(200);
      expect(await deliver(refundProcessed(made))).toBe(200);
    });
    const response = await refund(donation.id, 'Asked by the donor');
    expect(response.statusCode).toBe(200);
    expect(await refundEntriesOf(donation.id)).toHaveLength(1);
    expect(await refundsOf(donation.id)).toMatchObject([
      {
        reason: 'Asked by the donor',
        requestedBy: owner.id,
        providerRefundId: expect.stringMatching(/^rfnd_/),
      },
    ]);
    const [receipt] = await app.db
      .select()
      .from(receipts)
      .where(eq(receipts.donationId, donation.id));
    expect(receipt).toMatchObject({ status: 'void', voidReason: 'Asked by the donor' });
    const emails = await readOutbox(app, email);
    expect(emails.filter((one) => one.subject.includes('refunded'))).toHaveLength(1);
  });

  it("records a refund made in Razorpay's dashboard, and ignores one of part of the charge", async () => {
    const { donation, paymentId, charge } = await paidGift();
    expect(
      await deliver(
        refundProcessed({ id: 'rfnd_part', payment_id: paymentId, amount: charge.amount - 100 }),
      ),
    ).toBe(200);
    expect(await refundsOf(donation.id)).toEqual([]);

    const made = api.refundInDashboard(paymentId);
    expect(await deliver(refundProcessed(made))).toBe(200);
    const [refunded] = await app.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(refunded?.status).toBe('refunded');
    expect(await refundsOf(donation.id)).toMatchObject([
      { reason: null, providerRefundId: made.id, refundedAt: expect.any(Date) },
    ]);
    const [receipt] = await app.db
      .select()
      .from(receipts)
      .where(eq(receipts.donationId, donation.id));
    expect(receipt?.voidReason).toBe(GIVING_MESSAGES.refundedAtProvider);
    expect(await refund(donation.id)).toMatchObject({
      statusCode: 409,
      body: { message: GIVING_MESSAGES.refundTooLate },
    });
    expect(api.refunds.filter((one) => one.payment_id === paymentId)).toHaveLength(1);
  });

  const receiptsOf = (donationId: string) =>
    app.db.select().from(receipts).where(eq(receipts.donationId, donationId));
  const sum = (entries: { amount: number }[]) =>
    entries.reduce((total, entry) => total + entry.amount, 0);

  it('undoes a refund Razorpay fails after it was recorded, once, and refunds again under a new key', async () => {
    const before = await campaignTotals(app, campaignId);
    const { donation, charge, paymentId, email } = await paidGift();
    const charged = sum(await entriesOf(donation.id));
    expect((await refund(donation.id)).statusCode).toBe(200);
    const [made] = api.refunds.filter((one) => one.payment_id === paymentId);
    const [voided] = await receiptsOf(donation.id);

    const failed = refundFailed(api.failRefund(made?.id ?? ''));
    const eventId = nextEventId();
    expect(await deliver(failed, eventId)).toBe(200);
    expect(await deliver(failed, eventId)).toBe(200);
    expect(await deliver(failed)).toBe(200);

    // The refund's entries stay; as many new ones reverse them, naming the same refund.
    const [failedRow] = await refundsOf(donation.id);
    const entries = await entriesOf(donation.id);
    const ofRefund = entries.filter((entry) => entry.refundId === failedRow?.id);
    expect(ofRefund.map(({ kind, amount }) => [kind, amount]).sort()).toEqual(
      [
        ['provider_fee', donation.providerFee],
        ['provider_fee', -donation.providerFee],
        ['refund', -donation.amount],
        ['refund', donation.amount],
      ].sort(),
    );
    expect(sum(entries)).toBe(charged);
    expect(failedRow).toMatchObject({
      providerRefundId: made?.id,
      failedAt: expect.any(Date),
      failureReason: null,
      refundedAt: expect.any(Date),
    });
    const [standing] = await app.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(standing?.status).toBe('succeeded');
    expect(await campaignTotals(app, campaignId)).toEqual({
      raisedMinor: (before?.raisedMinor ?? 0) + donation.amount,
      donorCount: (before?.donorCount ?? 0) + 1,
    });
    // The void receipt stays void; the charge has a new one, with a new number.
    const issued = await receiptsOf(donation.id);
    expect(issued).toHaveLength(2);
    const fresh = issued.find((receipt) => receipt.status === 'valid');
    expect(issued.find((receipt) => receipt.status === 'void')?.number).toBe(voided?.number);
    expect(fresh?.number).not.toBe(voided?.number);
    expect(fresh).toMatchObject({ chargeId: charge.id, issuedAt: charge.chargedAt });
    await app.receiptWorker.runOnce();
    const donorEmails = await readOutbox(app, email);
    expect(donorEmails.filter((one) => one.text.includes(fresh?.number ?? '-'))).toHaveLength(1);

    // Once more, under the key of a second attempt: Razorpay makes a new refund.
    expect((await refund(donation.id, 'Asked again')).statusCode).toBe(200);
    const asked = api.received.filter(({ path }) => path === `/v1/payments/${paymentId}/refund`);
    expect(asked.map(({ idempotencyKey }) => idempotencyKey)).toEqual([
      `refund-${charge.id}`,
      `refund-${charge.id}-2`,
    ]);
    expect(await refundsOf(donation.id)).toHaveLength(2);
    expect(sum(await refundEntriesOf(donation.id))).toBe(-donation.amount);
    expect(sum(await entriesOf(donation.id))).toBe(0);
    expect(await campaignTotals(app, campaignId)).toEqual(before);
    expect((await receiptsOf(donation.id)).map(({ status }) => status)).toEqual(['void', 'void']);
  });

  it('records no refund when its failure arrives before the call has recorded it, nor when its success comes after', async () => {
    const { donation, charge, paymentId } = await paidGift();
    let made: FakeRazorpayRefund | undefined;
    api.onRefund(async (answered) => {
      made = answered;
      expect(await deliver(refundFailed(api.failRefund(answered.id)))).toBe(200);
    });
    expect(await refund(donation.id)).toMatchObject({
      statusCode: 409,
      body: { message: GIVING_MESSAGES.refundFailedAtProvider },
    });
    api.onRefund(undefined);
    expect(await refundsOf(donation.id)).toMatchObject([
      {
        providerRefundId: made?.id,
        reason: 'The donor gave twice',
        refundedAt: null,
        failedAt: expect.any(Date),
      },
    ]);
    expect(await deliver(refundProcessed(made ?? { id: '', payment_id: '', amount: 0 }))).toBe(200);
    expect(await refundEntriesOf(donation.id)).toEqual([]);
    const [standing] = await app.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(standing?.status).toBe('succeeded');
    expect((await receiptsOf(donation.id)).map(({ status }) => status)).toEqual(['valid']);
    const page = await call(app, {
      method: 'GET',
      url: `/api/organizations/${slug}/donations/${donation.id}`,
      headers: bearer(owner.token),
    });
    expect(page.body.data).toMatchObject({
      refundable: true,
      charges: [
        {
          id: charge.id,
          status: 'succeeded',
          failed_refunds: [{ reason: GIVING_MESSAGES.refundFailedAtProvider }],
        },
      ],
    });
    expect((await refund(donation.id)).statusCode).toBe(200);
    expect(api.refunds.filter((one) => one.payment_id === paymentId)).toHaveLength(2);
  });
});
