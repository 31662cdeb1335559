import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
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
} from '@/db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = createClock();
let app: TestApp;
let owner: { id: string; token: string };
let slug: string;
let campaign: { id: string; slug: string };

beforeAll(async () => {
  app = await buildTestApp(
    { donationCheckoutsPerHour: { perIp: 1000, perEmail: 50 } },
    { now: clock.now },
  );
  // Receipts are made only when a test asks (runOnce), never by a gift's kick meanwhile.
  await app.receiptWorker.stop();
  owner = await createTestUser(app);
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
    // Far enough that the months and the 180 days below never end it.
    endsAt: new Date(clock.now().getTime() + 3 * 365 * DAY_MS),
  });
});

afterAll(async () => {
  await app?.close();
});

/** A gift paid in the sandbox, its receipt made unless `receipt` is false. */
async function give(change: object = {}, { pay = true, receipt = true } = {}) {
  const payload = indianGift(campaign.slug, change);
  const started = await startGift(app, payload);
  expect(started.statusCode).toBe(201);
  if (pay) expect((await pressSandbox(app, started.body.data.url, 'pay')).statusCode).toBe(303);
  if (receipt) await app.receiptWorker.runOnce();
  return { id: started.body.data.donation_id as string, email: payload.donor_email };
}

/** Moves the clock, and gives the owner a token of the new time (the old one may expire). */
async function advance(ms: number) {
  clock.advance(ms);
  owner.token = await app.tokens.sign({ id: owner.id, tokenVersion: 0 });
}

const giftUrl = (id: string, organizationSlug = slug) =>
  `/api/organizations/${organizationSlug}/donations/${id}`;

const refund = (
  id: string,
  payload: object = { reason: 'Given twice by mistake' },
  token = owner.token,
) => call(app, { method: 'POST', url: `${giftUrl(id)}/refund`, payload, headers: bearer(token) });

const resend = (id: string, token = owner.token) =>
  call(app, { method: 'POST', url: `${giftUrl(id)}/resend-receipt`, headers: bearer(token) });

const details = (id: string, token = owner.token) =>
  call(app, { method: 'GET', url: giftUrl(id), headers: bearer(token) });

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
  app.db.select().from(receipts).where(eq(receipts.donationId, donationId));

describe('refunding a gift', () => {
  it('refunds it in full: the ledger gains entries, the receipt is void, the totals fall, the donor is emailed', async () => {
    const before = await campaignTotals(app, campaign.id);
    const gift = await give({ cover_fees: true, locale: 'hi' });
    const [donation] = await app.db.select().from(donations).where(eq(donations.id, gift.id));
    if (!donation) throw new Error('no donation');
    expect(await campaignTotals(app, campaign.id)).toEqual({
      raisedMinor: (before?.raisedMinor ?? 0) + 100_000,
      donorCount: (before?.donorCount ?? 0) + 1,
    });
    expect(donation.platformFee).toBeGreaterThan(0);
    const [receipt] = await receiptsOf(gift.id);

    const response = await refund(gift.id);
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({
      status: true,
      data: { status: 'refunded', receipt: { number: receipt?.number, status: 'void' } },
    });

    // The charge's entries stay as they were; the refund's follow, each naming it.
    const covered = donation.charged - donation.amount;
    const entries = await entriesOf(gift.id);
    const [refundRow] = await app.db
      .select()
      .from(giftRefunds)
      .where(eq(giftRefunds.donationId, gift.id));
    expect(entries).toEqual([
      { kind: 'gift', amount: 100_000, refundId: null },
      { kind: 'covered_fee', amount: covered, refundId: null },
      { kind: 'provider_fee', amount: -donation.providerFee, refundId: null },
      { kind: 'platform_fee', amount: -donation.platformFee, refundId: null },
      { kind: 'refund', amount: -100_000, refundId: refundRow?.id },
      { kind: 'covered_fee', amount: -covered, refundId: refundRow?.id },
      { kind: 'platform_fee', amount: donation.platformFee, refundId: refundRow?.id },
    ]);
    // The sandbox charges on the organization's account: the provider keeps its fee.
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(-donation.providerFee);
    expect(refundRow).toMatchObject({
      reason: 'Given twice by mistake',
      requestedBy: owner.id,
      amount: donation.charged,
      providerRefundId: expect.stringMatching(/^sbx_re_/),
      refundedAt: clock.now(),
    });
    const [charge] = await app.db
      .select()
      .from(giftCharges)
      .where(eq(giftCharges.donationId, gift.id));
    const made = await app.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, charge?.providerPaymentId ?? ''));
    expect(made).toMatchObject([
      { idempotencyKey: `refund-${charge?.id}`, amountMinor: donation.charged },
    ]);

    expect(await campaignTotals(app, campaign.id)).toEqual(before);
    const [voided] = await receiptsOf(gift.id);
    expect(voided).toMatchObject({
      number: receipt?.number,
      status: 'void',
      voidedAt: clock.now(),
      voidReason: 'Given twice by mistake',
    });
    const checked = await call(app, {
      method: 'GET',
      url: `/api/receipts/verify?number=${encodeURIComponent(receipt?.number ?? '')}`,
    });
    expect(checked.body.data.status).toBe('void');

    // The donor gave in Hindi: their email is all Hindi, the layout's lines too.
    const [email] = await readOutbox(app, gift.email);
    expect(email?.subject).toContain('वापस');
    expect(email?.text).toContain(receipt?.number);
    expect(email?.text).not.toContain('Given twice by mistake');
    expect(
      englishLeftIn(email, ["Meera D'Souza", 'Seva Education Trust', receipt?.number ?? '']),
    ).toEqual([]);

    const list = await call(app, {
      method: 'GET',
      url: `/api/organizations/${slug}/donations?q=${encodeURIComponent(gift.email)}`,
      headers: bearer(owner.token),
    });
    expect(list.body.data.data[0]).toMatchObject({
      status: 'refunded',
      receipt: { number: receipt?.number, status: 'void' },
    });
    expect(list.body.data.totals).toMatchObject({ amount: 0, donors: 0 });
  });

  it('answers 409 once refunded, and for a gift never paid; the provider is not asked again', async () => {
    const gift = await give();
    const charged = (await entriesOf(gift.id)).length;
    expect((await refund(gift.id)).statusCode).toBe(200);
    const refunded = (await entriesOf(gift.id)).length;
    expect(refunded).toBeGreaterThan(charged);
    const again = await refund(gift.id, { reason: 'Once more' });
    expect(again).toMatchObject({
      statusCode: 409,
      body: { status: false, message: GIVING_MESSAGES.refundTooLate },
    });
    expect(await entriesOf(gift.id)).toHaveLength(refunded);
    expect(
      await app.db.select().from(giftRefunds).where(eq(giftRefunds.donationId, gift.id)),
    ).toHaveLength(1);

    const unpaid = await give({}, { pay: false, receipt: false });
    expect(await refund(unpaid.id)).toMatchObject({
      statusCode: 409,
      body: { message: GIVING_MESSAGES.refundTooLate },
    });
    expect(
      await app.db.select().from(giftRefunds).where(eq(giftRefunds.donationId, unpaid.id)),
    ).toEqual([]);
  });

  it('is the owner’s only: anyone else and an unknown gift 404, no token 401, no reason 400', async () => {
    const gift = await give();
    const charged = (await entriesOf(gift.id)).length;
    const someone = await createTestUser(app);
    expect((await refund(gift.id, undefined, someone.token)).statusCode).toBe(404);
    const theirs = await insertGivingOrganization(app, { ownerId: someone.id });
    const throughTheirs = await call(app, {
      method: 'POST',
      url: `${giftUrl(gift.id, theirs.slug)}/refund`,
      payload: { reason: 'Not mine' },
      headers: bearer(someone.token),
    });
    expect(throughTheirs.statusCode).toBe(404);
    expect((await refund('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const anonymous = await call(app, {
      method: 'POST',
      url: `${giftUrl(gift.id)}/refund`,
      payload: { reason: 'No token' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await refund(gift.id, { reason: '   ' })).toMatchObject({
      statusCode: 400,
      body: {
        message: GIVING_MESSAGES.refundReasonRequired,
        errors: [{ field: 'reason', message: GIVING_MESSAGES.refundReasonRequired }],
      },
    });
    expect((await refund(gift.id, { reason: 'x'.repeat(501) })).body.message).toBe(
      GIVING_MESSAGES.refundReasonTooLong,
    );
    const [donation] = await app.db.select().from(donations).where(eq(donations.id, gift.id));
    expect(donation?.status).toBe('succeeded');
    expect(await entriesOf(gift.id)).toHaveLength(charged);
  });

  it('refunds a monthly gift’s latest charge, and the gift goes on', async () => {
    const before = await campaignTotals(app, campaign.id);
    const gift = await give({ frequency: 'monthly', amount: 500 });
    await advance(31 * DAY_MS);
    const charged = await call(app, {
      method: 'POST',
      url: '/api/dev/donations/charge-monthly',
      payload: { now: clock.now().toISOString() },
    });
    expect(charged.body.data.charged).toBe(1);
    await app.receiptWorker.runOnce();
    const [first, second] = (await receiptsOf(gift.id)).sort((a, b) => a.sequence - b.sequence);

    const response = await refund(gift.id, { reason: 'The donor asked' });
    expect(response.body.data).toEqual({
      status: 'refunded',
      receipt: { number: second?.number, status: 'void' },
    });
    const byNumber = new Map((await receiptsOf(gift.id)).map((row) => [row.number, row.status]));
    expect(byNumber.get(first?.number ?? '')).toBe('valid');
    expect(byNumber.get(second?.number ?? '')).toBe('void');
    expect(await campaignTotals(app, campaign.id)).toEqual({
      raisedMinor: (before?.raisedMinor ?? 0) + 50_000,
      donorCount: (before?.donorCount ?? 0) + 1,
    });

    const shown = (await details(gift.id)).body.data;
    expect(shown).toMatchObject({ status: 'succeeded', frequency: 'monthly', refundable: false });
    expect(shown.charges.map((charge: { status: string }) => charge.status)).toEqual([
      'refunded',
      'succeeded',
    ]);
    expect(shown.charges[0].refund_reason).toBe('The donor asked');
    expect((await refund(gift.id)).statusCode).toBe(409);

    const [email] = await readOutbox(app, gift.email);
    expect(email?.text).toContain('monthly gift goes on');
  });

  it('keeps a receipt voided before its PDF was made, and sends only the refund’s email', async () => {
    const gift = await give({}, { receipt: false });
    expect((await refund(gift.id)).statusCode).toBe(200);
    await app.receiptWorker.runOnce();
    const [receipt] = await receiptsOf(gift.id);
    expect(receipt).toMatchObject({ status: 'void', pdfKey: expect.any(String) });
    const emails = await readOutbox(app, gift.email);
    expect(emails.map((email) => email.subject)).toEqual([
      expect.stringContaining('refunded your gift'),
    ]);
  });
});

describe("a gift's own page and its receipt sent again", () => {
  it('shows the owner everything the donor gave, its charges and receipts; 404 to anyone else', async () => {
    const gift = await give({
      dedication: { kind: 'memory', name: 'Asha' },
      gift_aid: false,
    });
    const response = await details(gift.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('private');
    const shown = response.body.data;
    expect(shown).toMatchObject({
      id: gift.id,
      donor_email: gift.email,
      donor_phone: '+919876543210',
      donor_pan: 'ABCDE1234F',
      donor_address: { line_1: '12, Nehru Nagar', city: 'Pune', postal_code: '411001' },
      dedication: { kind: 'memory', name: 'Asha' },
      message: 'For the library',
      amount: 1000,
      status: 'succeeded',
      campaign_slug: campaign.slug,
      refundable: true,
      charges: [{ amount: 1000, status: 'succeeded', refunded_at: null }],
      receipts: [{ status: 'valid', voided_at: null }],
    });
    const pdf = await app.inject({ method: 'GET', url: shown.receipts[0].link });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const someone = await createTestUser(app);
    expect((await details(gift.id, someone.token)).statusCode).toBe(404);
    expect((await call(app, { method: 'GET', url: giftUrl(gift.id) })).statusCode).toBe(401);
  });

  it('emails the latest valid receipt again, with its PDF; 409 without one', async () => {
    const gift = await give();
    const sent = await readOutbox(app, gift.email);
    const response = await resend(gift.id);
    expect(response).toMatchObject({
      statusCode: 200,
      body: { status: true, message: GIVING_MESSAGES.receiptResent },
    });
    const now = await readOutbox(app, gift.email);
    expect(now).toHaveLength(sent.length + 1);
    expect(now[0]?.subject).toBe(sent[0]?.subject);
    expect(now[0]?.attachments).toEqual(sent[0]?.attachments);

    const someone = await createTestUser(app);
    expect((await resend(gift.id, someone.token)).statusCode).toBe(404);

    const unpaid = await give({}, { pay: false, receipt: false });
    expect(await resend(unpaid.id)).toMatchObject({
      statusCode: 409,
      body: { message: GIVING_MESSAGES.noReceiptToResend },
    });
    const waiting = await give({}, { receipt: false });
    expect((await resend(waiting.id)).body.message).toBe(GIVING_MESSAGES.receiptBeingMade);
    await app.receiptWorker.runOnce();
    await refund(gift.id);
    expect((await resend(gift.id)).body.message).toBe(GIVING_MESSAGES.noReceiptToResend);
  });

  it('sends one gift’s receipt at most 3 times an hour', async () => {
    const gift = await give();
    for (let time = 0; time < 3; time += 1) expect((await resend(gift.id)).statusCode).toBe(200);
    const fourth = await resend(gift.id);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
  });
});

describe('the 180 days', () => {
  it('refunds a gift until 180 days after its charge, and then answers 409', async () => {
    const early = await give();
    const late = await give();
    const charged = (await entriesOf(late.id)).length;
    await advance(180 * DAY_MS);
    expect((await refund(early.id)).statusCode).toBe(200);
    await advance(60_000);
    expect(await refund(late.id)).toMatchObject({
      statusCode: 409,
      body: { message: GIVING_MESSAGES.refundTooLate },
    });
    expect((await details(late.id)).body.data).toMatchObject({ refundable: false });
    expect(await entriesOf(late.id)).toHaveLength(charged);
  });
});
