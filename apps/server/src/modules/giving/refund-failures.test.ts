import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { bearer, createClock, readOutbox } from '@test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { call } from '@test/checkout-helpers.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { englishLeftIn } from '@test/english-left.ts';
import {
  campaignTotals,
  indianGift,
  insertGivingCampaign,
  insertGivingOrganization,
  pressSandbox,
  startGift,
} from '@test/giving-helpers.ts';
import { purchasedPlan } from '@test/payments-page-helpers.ts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  donations,
  giftCharges,
  giftRefunds,
  ledgerEntries,
  organizations,
  receipts,
  sandboxRefunds,
  users,
} from '@/db/schema.ts';

/** docs/decisions/013-a-refund-that-fails.md, in the sandbox. */

const DAY_MS = 24 * 60 * 60 * 1000;
const FAIL_PATH = '/api/dev/payments/sandbox/refunds/fail';
const clock = createClock();
let app: TestApp;
let owner: { id: string; token: string; email: string };
let slug: string;
let campaign: { id: string; slug: string };

beforeAll(async () => {
  app = await buildTestApp(
    { donationCheckoutsPerHour: { perIp: 1000, perEmail: 50 } },
    { now: clock.now },
  );
  // Receipts are made only when a test asks (runOnce), never by a gift's kick meanwhile.
  await app.receiptWorker.stop();
  const user = await createTestUser(app);
  // The owner uses the product in Hindi: the organization's emails are in Hindi.
  const [row] = await app.db
    .update(users)
    .set({ locale: 'hi' })
    .where(eq(users.id, user.id))
    .returning({ email: users.email });
  owner = { ...user, email: row?.email ?? '' };
  const organization = await insertGivingOrganization(app, { ownerId: owner.id });
  // A plan's organization: the platform takes its fee, which a refund gives back.
  await app.db
    .update(organizations)
    .set({ pricingPlan: purchasedPlan() })
    .where(eq(organizations.id, organization.id));
  slug = organization.slug;
  campaign = await insertGivingCampaign(app, {
    organizationId: organization.id,
    currency: 'INR',
    endsAt: new Date(clock.now().getTime() + 365 * DAY_MS),
  });
});

afterAll(async () => {
  await app?.close();
});

/** A gift paid in the sandbox, its receipt made and emailed. */
async function give(change: object = {}) {
  const payload = indianGift(campaign.slug, change);
  const started = await startGift(app, payload);
  expect(started.statusCode).toBe(201);
  expect((await pressSandbox(app, started.body.data.url, 'pay')).statusCode).toBe(303);
  await app.receiptWorker.runOnce();
  const id: string = started.body.data.donation_id;
  const [donation] = await app.db.select().from(donations).where(eq(donations.id, id));
  const [charge] = await app.db.select().from(giftCharges).where(eq(giftCharges.donationId, id));
  if (!donation || !charge) throw new Error('the gift was not recorded');
  return { donation, charge, email: payload.donor_email };
}

const giftUrl = (id: string) => `/api/organizations/${slug}/donations/${id}`;

const refund = (id: string, reason = 'Given twice by mistake') =>
  call(app, {
    method: 'POST',
    url: `${giftUrl(id)}/refund`,
    payload: { reason },
    headers: bearer(owner.token),
  });

/** The sandbox fails its latest refund (or `refund_id`'s), as a provider can. */
const failRefund = (payload: { refund_id?: string; reason?: string } = {}) =>
  call(app, { method: 'POST', url: FAIL_PATH, payload });

const details = (id: string) =>
  call(app, { method: 'GET', url: giftUrl(id), headers: bearer(owner.token) });

const entriesOf = (donationId: string) =>
  app.db
    .select({
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      refundId: ledgerEntries.refundId,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.donationId, donationId))
    .orderBy(asc(ledgerEntries.id));

const receiptsOf = (donationId: string) =>
  app.db
    .select()
    .from(receipts)
    .where(eq(receipts.donationId, donationId))
    .orderBy(asc(receipts.sequence));

const refundsOf = (donationId: string) =>
  app.db
    .select()
    .from(giftRefunds)
    .where(eq(giftRefunds.donationId, donationId))
    .orderBy(asc(giftRefunds.requestedAt));

const sum = (entries: { amount: number }[]) =>
  entries.reduce((total, entry) => total + entry.amount, 0);

const verify = async (number: string) =>
  (
    await call(app, {
      method: 'GET',
      url: `/api/receipts/verify?number=${encodeURIComponent(number)}`,
    })
  ).body.data?.status;

describe('a refund the sandbox fails after it was recorded', () => {
  it('is undone by new entries: the gift stands with a new receipt, the totals count it again, the owner is told in Hindi', async () => {
    const before = await campaignTotals(app, campaign.id);
    const { donation, charge, email } = await give({ cover_fees: true });
    const charged = await entriesOf(donation.id);
    expect((await refund(donation.id)).statusCode).toBe(200);
    const [first] = await receiptsOf(donation.id);

    const failed = await failRefund();
    expect(failed.statusCode).toBe(200);
    expect(failed.body.data).toEqual({
      refund_id: expect.stringMatching(/^sbx_re_/),
      outcome: 'recorded',
    });
    // The sandbox fails a refund once.
    expect(await failRefund({ refund_id: failed.body.data.refund_id })).toMatchObject({
      statusCode: 404,
      body: { message: PAYMENTS_MESSAGES.sandboxRefundNotFound },
    });

    // The charge's entries and the refund's stay; the reversal's follow, each naming the refund.
    const [row] = await refundsOf(donation.id);
    expect(row).toMatchObject({
      providerRefundId: failed.body.data.refund_id,
      reason: 'Given twice by mistake',
      refundedAt: expect.any(Date),
      failedAt: clock.now(),
      failureReason: null,
    });
    const covered = donation.charged - donation.amount;
    const refunded = [
      { kind: 'refund', amount: -100_000, refundId: row?.id },
      { kind: 'covered_fee', amount: -covered, refundId: row?.id },
      { kind: 'platform_fee', amount: donation.platformFee, refundId: row?.id },
    ];
    expect(await entriesOf(donation.id)).toEqual([
      ...charged,
      ...refunded,
      ...refunded.map((entry) => ({ ...entry, amount: -entry.amount })),
    ]);
    expect(sum(await entriesOf(donation.id))).toBe(sum(charged));
    expect(
      sum((await entriesOf(donation.id)).filter(({ kind }) => ['gift', 'refund'].includes(kind))),
    ).toBe(100_000);

    const [standing] = await app.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(standing?.status).toBe('succeeded');
    expect(await campaignTotals(app, campaign.id)).toEqual({
      raisedMinor: (before?.raisedMinor ?? 0) + 100_000,
      donorCount: (before?.donorCount ?? 0) + 1,
    });
    const list = await call(app, {
      method: 'GET',
      url: `/api/organizations/${slug}/donations?q=${encodeURIComponent(email)}`,
      headers: bearer(owner.token),
    });
    const [second] = (await receiptsOf(donation.id)).slice(1);
    expect(list.body.data.data[0]).toMatchObject({
      status: 'succeeded',
      receipt: { number: second?.number, status: 'valid' },
    });
    expect(list.body.data.totals).toMatchObject({ amount: 1000, donors: 1 });
    const summary = await call(app, {
      method: 'GET',
      url: `/api/organizations/${slug}/donations/summary`,
      headers: bearer(owner.token),
    });
    expect(summary.body.data.raised).toBeGreaterThanOrEqual(1000);

    // The void receipt keeps its number; the charge has a new receipt with a new number, dated
    // as the first (the day the money was received), emailed to the donor like a first one.
    expect(first).toMatchObject({ status: 'void', voidReason: 'Given twice by mistake' });
    expect(second).toMatchObject({
      chargeId: charge.id,
      status: 'valid',
      issuedAt: charge.chargedAt,
      year: first?.year,
      sequence: (first?.sequence ?? 0) + 1,
    });
    expect(second?.number).not.toBe(first?.number);
    expect(await verify(first?.number ?? '')).toBe('void');
    expect(await verify(second?.number ?? '')).toBe('valid');
    await app.receiptWorker.runOnce();
    const [receiptEmail] = await readOutbox(app, email);
    expect(receiptEmail?.text).toContain(second?.number);
    expect(receiptEmail?.text).toContain(`this receipt replaces receipt ${first?.number}`);
    expect(receiptEmail?.attachments).toHaveLength(1);

    const shown = (await details(donation.id)).body.data;
    expect(shown).toMatchObject({
      status: 'succeeded',
      refundable: true,
      receipt: { number: second?.number, status: 'valid' },
      charges: [
        {
          status: 'succeeded',
          refunded_at: null,
          failed_refunds: [
            {
              requested_at: expect.any(String),
              failed_at: clock.now().toISOString(),
              reason: GIVING_MESSAGES.refundFailedAtProvider,
            },
          ],
        },
      ],
    });

    const [ownerEmail] = await readOutbox(app, owner.email);
    expect(ownerEmail?.subject).toContain('विफल');
    expect(ownerEmail?.link).toBe(
      `${app.config.publicUrl}/donations/${donation.id}?organization=${slug}`,
    );
    expect(englishLeftIn(ownerEmail, ["Meera D'Souza", 'Seva Education Trust'])).toEqual([]);
  });

  it('lets the owner refund again under a new key; that refund is recorded and voids the new receipt', async () => {
    const before = await campaignTotals(app, campaign.id);
    const { donation, charge } = await give();
    expect((await refund(donation.id)).statusCode).toBe(200);
    expect((await failRefund({ reason: 'The bank account is closed' })).statusCode).toBe(200);
    const [, second] = await receiptsOf(donation.id);

    const again = await refund(donation.id, 'Asked again');
    expect(again.statusCode).toBe(200);
    expect(again.body.data).toEqual({
      status: 'refunded',
      receipt: { number: second?.number, status: 'void' },
    });
    const made = await app.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, charge.providerPaymentId))
      .orderBy(asc(sandboxRefunds.createdAt));
    expect(made.map(({ idempotencyKey, failedAt }) => [idempotencyKey, failedAt !== null])).toEqual(
      [
        [`refund-${charge.id}`, true],
        [`refund-${charge.id}-2`, false],
      ],
    );
    expect(await refundsOf(donation.id)).toMatchObject([
      { failureReason: 'The bank account is closed', failedAt: expect.any(Date) },
      { reason: 'Asked again', failedAt: null, refundedAt: expect.any(Date) },
    ]);
    const entries = await entriesOf(donation.id);
    expect(sum(entries.filter(({ kind }) => ['gift', 'refund'].includes(kind)))).toBe(0);
    expect(sum(entries)).toBe(-donation.providerFee);
    expect(await campaignTotals(app, campaign.id)).toEqual(before);
    expect((await receiptsOf(donation.id)).map(({ status }) => status)).toEqual(['void', 'void']);

    const shown = (await details(donation.id)).body.data;
    expect(shown).toMatchObject({
      status: 'refunded',
      refundable: false,
      charges: [
        {
          status: 'refunded',
          refund_reason: 'Asked again',
          failed_refunds: [{ reason: 'The bank account is closed' }],
        },
      ],
    });
    expect((await refund(donation.id)).statusCode).toBe(409);
  });

  it("brings back a monthly gift's charge, and not its donor, who was never taken out", async () => {
    const before = await campaignTotals(app, campaign.id);
    const { donation } = await give({ frequency: 'monthly', amount: 500 });
    expect((await refund(donation.id)).statusCode).toBe(200);
    expect(await campaignTotals(app, campaign.id)).toEqual({
      raisedMinor: before?.raisedMinor ?? 0,
      donorCount: (before?.donorCount ?? 0) + 1,
    });
    expect((await failRefund()).statusCode).toBe(200);
    expect(await campaignTotals(app, campaign.id)).toEqual({
      raisedMinor: (before?.raisedMinor ?? 0) + 50_000,
      donorCount: (before?.donorCount ?? 0) + 1,
    });
    const [standing] = await app.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(standing).toMatchObject({ status: 'succeeded', frequency: 'monthly' });
  });
});
