import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import { MY_GIVING_LINK_TTL_DAYS } from '@givecrowd/shared/giving/my-giving-api';
import { bearer, createClock, readOutbox } from '@test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { call, submitForm } from '@test/checkout-helpers.ts';
import { createTestUser } from '@test/create-test-user.ts';
import {
  indianGift,
  insertGivingCampaign,
  insertGivingOrganization,
  pressSandbox,
  startGift,
} from '@test/giving-helpers.ts';
import {
  askForLink,
  emailedKey,
  insertOwner,
  keyFor,
  myGiving,
  stopMonthly,
} from '@test/my-giving-helpers.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  donations,
  giftChargeFailures,
  giftCharges,
  ledgerEntries,
  receipts,
  sandboxCheckouts,
  users,
} from '@/db/schema.ts';
import { addMonths, RETRY_AFTER_DECLINE_MS } from '../charge-monthly.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let app: TestApp;
const clock = createClock();

beforeAll(async () => {
  app = await buildTestApp(
    { donationCheckoutsPerHour: { perIp: 1000, perEmail: 50 } },
    { now: clock.now },
  );
});

afterAll(async () => {
  await app?.close();
});

/** A gift paid in the sandbox to a new organization (its owner's email returned too). */
async function paidGift(change: object = {}, { name = 'Seva Education Trust' } = {}) {
  const owner = await insertOwner(app);
  const organization = await insertGivingOrganization(app, { name, ownerId: owner.id });
  const campaign = await insertGivingCampaign(app, {
    organizationId: organization.id,
    currency: 'INR',
  });
  const payload = indianGift(campaign.slug, change);
  const started = await startGift(app, payload);
  expect(started.statusCode).toBe(201);
  const paid = await pressSandbox(app, started.body.data.url, 'pay');
  expect(paid.statusCode).toBe(303);
  const donationId: string = started.body.data.donation_id;
  return { owner, organization, campaign, email: payload.donor_email, donationId };
}

const donationRow = async (id: string) =>
  (await app.db.select().from(donations).where(eq(donations.id, id)))[0];

const chargesOf = (donationId: string) =>
  app.db.select().from(giftCharges).where(eq(giftCharges.donationId, donationId));

/** The sandbox's scheduler of monthly gifts, run as if the date were `at`. */
const chargeMonthly = (at: Date) =>
  call(app, {
    method: 'POST',
    url: '/api/dev/donations/charge-monthly',
    payload: { now: at.toISOString() },
  });

/** When the gift's month after its `charges` is due, a minute late. */
async function monthDue(donationId: string, after = 0) {
  const [first] = await chargesOf(donationId);
  if (!first) throw new Error('no first charge');
  return new Date(
    addMonths(first.chargedAt, (await chargesOf(donationId)).length).getTime() + after + 60_000,
  );
}

/** The sandbox checkout of a gift, whose card the donor sets on its own page. */
async function setCard(donationId: string, declines: boolean) {
  const donation = await donationRow(donationId);
  const path = `/sandbox/payments/monthly/${donation?.providerSessionId}`;
  const page = await app.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  const posted = await submitForm(app, `${path}/card`, { declines: declines ? 'yes' : 'no' });
  expect(posted.statusCode).toBe(303);
}

describe('asking for a link', () => {
  it('answers the same for an email that never gave, and sends nothing', async () => {
    const stranger = 'never-gave@example.org';
    const asked = await askForLink(app, stranger, '203.0.113.10');
    expect(asked).toMatchObject({
      statusCode: 200,
      body: { status: true, message: GIVING_MESSAGES.myGivingLinkSent },
    });
    expect(await readOutbox(app, stranger)).toEqual([]);

    const { email } = await paidGift();
    const known = await askForLink(app, email.toUpperCase(), '203.0.113.10');
    expect(known.statusCode).toBe(200);
    expect(known.body).toEqual(asked.body);
  });

  it('emails a giver the link, in the language of their latest gift', async () => {
    const { email } = await paidGift({ locale: 'hi' });
    await askForLink(app, email, '203.0.113.11');
    const [sent] = await readOutbox(app, email);
    expect(sent?.subject).toBe('GiveCrowd पर आपका दान पृष्ठ');
    expect(sent?.link).toMatch(new RegExp(`^${app.config.publicUrl}/my-giving\\?key=`));
    expect(sent?.text).toContain(sent?.link ?? '-');
  });

  it("refuses an address that is no email with the form's message", async () => {
    for (const [email, message] of [
      ['not-an-email', GIVING_MESSAGES.emailInvalid],
      ['  ', GIVING_MESSAGES.emailRequired],
    ]) {
      const refused = await askForLink(app, email, '203.0.113.12');
      expect(refused).toMatchObject({
        statusCode: 400,
        body: { status: false, errors: [{ field: 'email', message }] },
      });
      expect(refused.body.message).toContain(message);
    }
  });

  it('limits links for one email, and from one address, with Retry-After', async () => {
    const email = 'limited@example.org';
    for (let i = 0; i < 3; i += 1) {
      expect((await askForLink(app, email, `203.0.113.${20 + i}`)).statusCode).toBe(200);
    }
    const perEmail = await askForLink(app, email, '203.0.113.30');
    expect(perEmail).toMatchObject({
      statusCode: 429,
      body: { message: GIVING_MESSAGES.myGivingLinksPerEmail },
    });
    expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 0; i < 10; i += 1) {
      expect((await askForLink(app, `ip-${i}@example.org`, '203.0.113.40')).statusCode).toBe(200);
    }
    const perIp = await askForLink(app, 'ip-last@example.org', '203.0.113.40');
    expect(perIp.statusCode).toBe(429);
    expect(Number(perIp.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe("the donor's page", () => {
  it('lists every gift of the email across organizations, with receipts to download', async () => {
    const first = await paidGift({}, { name: 'Seva Education Trust' });
    clock.advance(60_000);
    const second = await paidGift(
      { donor_email: first.email, amount: 2500, frequency: 'monthly' },
      { name: 'Annapurna Food Bank' },
    );
    const other = await paidGift();
    // Started, never paid: not a gift yet.
    await startGift(app, indianGift(first.campaign.slug, { donor_email: first.email }));
    await app.receiptWorker.runOnce();

    const key = await keyFor(app, first.email);
    const page = await myGiving(app, key);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const { data } = page.body;
    expect(data.email).toBe(first.email);
    expect(data.donations.map((gift: { id: string }) => gift.id)).toEqual([
      second.donationId,
      first.donationId,
    ]);
    expect(data.donations).not.toContainEqual(expect.objectContaining({ id: other.donationId }));
    expect(data.donations[1]).toMatchObject({
      organization_name: 'Seva Education Trust',
      campaign_title: 'Books for the village school',
      campaign_slug: first.campaign.slug,
      amount: 1000,
      currency: 'INR',
      frequency: 'one_time',
      status: 'succeeded',
      cancelled_at: null,
      receipt: { number: expect.stringMatching(/^SEVA-/), status: 'valid' },
    });
    expect(data.monthly).toEqual([
      expect.objectContaining({
        id: second.donationId,
        organization_name: 'Annapurna Food Bank',
        amount: 2500,
        currency: 'INR',
        failed_charges: 0,
        update_payment_url: null,
      }),
    ]);
    const pdf = await app.inject({ method: 'GET', url: data.donations[1].receipt.link });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('opens from the link in the receipt email', async () => {
    const { email, donationId } = await paidGift();
    await app.receiptWorker.runOnce();
    const key = await emailedKey(app, email);
    const page = await myGiving(app, key);
    expect(page.body.data.donations[0].id).toBe(donationId);
  });

  it('answers 404 for a link expired, changed, or missing', async () => {
    const { email } = await paidGift();
    const key = await keyFor(app, email);
    const refused = { status: false, message: GIVING_MESSAGES.myGivingLinkInvalid };

    const changed = `${key.slice(0, -3)}${key.slice(-3) === 'AAA' ? 'BBB' : 'AAA'}`;
    expect(await myGiving(app, changed)).toMatchObject({ statusCode: 404, body: refused });
    expect(await myGiving(app, 'x')).toMatchObject({ statusCode: 404, body: refused });
    expect(await call(app, { method: 'GET', url: '/api/my-giving' })).toMatchObject({
      statusCode: 404,
    });

    clock.advance(MY_GIVING_LINK_TTL_DAYS * DAY_MS - 60_000);
    expect((await myGiving(app, key)).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    expect(await myGiving(app, key)).toMatchObject({ statusCode: 404, body: refused });
  });
});

describe('stopping a monthly gift', () => {
  it('stops it at once, once: nothing more charged, the donor and the organization told', async () => {
    const { email, donationId, owner } = await paidGift(
      { frequency: 'monthly' },
      { name: 'Stop Once Trust' },
    );
    const key = await keyFor(app, email);

    const stopped = await stopMonthly(app, donationId, key);
    expect(stopped).toMatchObject({
      statusCode: 200,
      body: { status: true, data: { status: 'cancelled' } },
    });
    expect(await stopMonthly(app, donationId, key)).toMatchObject({
      statusCode: 200,
      body: { status: true, data: { status: 'cancelled' } },
    });

    const row = await donationRow(donationId);
    expect(row?.cancelledAt).not.toBeNull();
    expect(row?.cancelledBy).toBe('donor');
    const [checkout] = await app.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, row?.providerSessionId ?? ''));
    expect(checkout?.monthlyEndedAt).not.toBeNull();

    const toDonor = (await readOutbox(app, email)).filter((message) =>
      message.subject.includes('has been stopped'),
    );
    expect(toDonor).toHaveLength(1);
    expect(toDonor[0]?.text).toContain('As you asked');
    const toOwner = await readOutbox(app, owner.email);
    expect(toOwner.map((message) => message.subject)).toEqual([
      'A monthly gift to Stop Once Trust has been stopped',
    ]);

    await chargeMonthly(new Date(clock.now().getTime() + 70 * DAY_MS));
    expect(await chargesOf(donationId)).toHaveLength(1);
    const page = await myGiving(app, key);
    expect(page.body.data.monthly).toEqual([]);
    expect(page.body.data.donations[0].cancelled_at).not.toBeNull();
  });

  it("answers 404 for another donor's gift, a one-time gift, or a wrong key", async () => {
    const monthly = await paidGift({ frequency: 'monthly' });
    const once = await paidGift();
    const otherKey = await keyFor(app, once.email);
    const notFound = { status: false, message: GIVING_MESSAGES.monthlyGiftNotFound };
    expect(await stopMonthly(app, monthly.donationId, otherKey)).toMatchObject({
      statusCode: 404,
      body: notFound,
    });
    expect(await stopMonthly(app, once.donationId, otherKey)).toMatchObject({
      statusCode: 404,
      body: notFound,
    });
    expect((await stopMonthly(app, monthly.donationId, 'wrong')).statusCode).toBe(404);
    expect((await donationRow(monthly.donationId))?.cancelledAt).toBeNull();
  });
});

describe("the donor's data", () => {
  it('downloads as JSON: every gift with what was given, its charges and receipts', async () => {
    const { email, donationId } = await paidGift({ message: 'For the library' });
    await app.receiptWorker.runOnce();
    const key = await keyFor(app, email);
    const response = await app.inject({
      method: 'GET',
      url: `/api/my-giving/export?${new URLSearchParams({ key })}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="my-giving-data.json"',
    );
    const [receipt] = await app.db
      .select()
      .from(receipts)
      .where(eq(receipts.donationId, donationId));
    const data = response.json();
    expect(data.email).toBe(email);
    expect(data.gifts).toEqual([
      expect.objectContaining({
        id: donationId,
        donor_name: "Meera D'Souza",
        donor_email: email,
        donor_phone: '+919876543210',
        donor_pan: 'ABCDE1234F',
        donor_address: expect.objectContaining({ line_1: '12, Nehru Nagar', city: 'Pune' }),
        message: 'For the library',
        amount: 1000,
        charges: [expect.objectContaining({ amount: 1000, currency: 'INR' })],
        receipts: [expect.objectContaining({ number: receipt?.number, status: 'valid' })],
      }),
    ]);
    expect(data.emails.map((message: { subject: string }) => message.subject)).toContain(
      `Your donation receipt ${receipt?.number} from Seva Education Trust`,
    );
  });

  it("erases the public name, message and phone, keeps the receipts and the law's record, and is idempotent", async () => {
    const { email, donationId, campaign } = await paidGift({ message: 'For the library' });
    await app.receiptWorker.runOnce();
    const key = await keyFor(app, email);
    const erase = () =>
      call(app, { method: 'POST', url: `/api/my-giving/erase?${new URLSearchParams({ key })}` });

    expect(await erase()).toMatchObject({
      statusCode: 200,
      body: { status: true, message: GIVING_MESSAGES.myDataErased },
    });
    const erasedAt = (await donationRow(donationId))?.erasedAt;
    expect(erasedAt).not.toBeNull();
    clock.advance(60_000);
    expect(await erase()).toMatchObject({
      statusCode: 200,
      body: { status: true, message: GIVING_MESSAGES.myDataErased },
    });

    const row = await donationRow(donationId);
    expect(row).toMatchObject({
      donorPhone: null,
      message: null,
      dedication: null,
      showName: false,
      erasedAt,
      // What the law keeps: the Form 10BD record.
      donorName: "Meera D'Souza",
      donorEmail: email,
      donorPan: 'ABCDE1234F',
      donorAddress: expect.objectContaining({ line_1: '12, Nehru Nagar' }),
    });
    const wall = await call(app, {
      method: 'GET',
      url: `/api/campaigns/${campaign.slug}/donations`,
    });
    expect(wall.body.data.data).toEqual([
      expect.objectContaining({ name: 'Anonymous', message: null, amount: 1000 }),
    ]);

    const page = await myGiving(app, key);
    const { receipt } = page.body.data.donations[0];
    expect(receipt.status).toBe('valid');
    expect((await app.inject({ method: 'GET', url: receipt.link })).statusCode).toBe(200);
    const check = await call(app, {
      method: 'GET',
      url: `/api/receipts/verify?number=${encodeURIComponent(receipt.number)}`,
    });
    expect(check.body.data.status).toBe('valid');
  });
});

describe('a monthly gift whose charge fails (sandbox)', () => {
  it('emails the donor where to update the card, and stops after three declines in a row', async () => {
    const { email, donationId, owner } = await paidGift(
      { frequency: 'monthly' },
      { name: 'Declined Card Trust' },
    );
    const key = await keyFor(app, email);
    await setCard(donationId, true);
    const ledgerBefore = await app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.donationId, donationId));

    const due = await monthDue(donationId);
    await chargeMonthly(due);
    await chargeMonthly(due);
    const failures = () =>
      app.db.select().from(giftChargeFailures).where(eq(giftChargeFailures.donationId, donationId));
    expect(await failures()).toHaveLength(1);
    const declined = (await readOutbox(app, email)).filter((message) =>
      message.subject.includes('could not be charged'),
    );
    expect(declined).toHaveLength(1);
    const updateUrl = `${app.config.publicUrl}/sandbox/payments/monthly/${(await donationRow(donationId))?.providerSessionId}`;
    expect(declined[0]?.link).toBe(updateUrl);
    const page = await myGiving(app, key);
    expect(page.body.data.monthly[0]).toMatchObject({
      failed_charges: 1,
      update_payment_url: updateUrl,
    });

    await chargeMonthly(new Date(due.getTime() + RETRY_AFTER_DECLINE_MS));
    expect(await failures()).toHaveLength(2);
    expect((await donationRow(donationId))?.cancelledAt).toBeNull();
    await chargeMonthly(new Date(due.getTime() + 2 * RETRY_AFTER_DECLINE_MS));
    expect(await failures()).toHaveLength(3);

    const row = await donationRow(donationId);
    expect(row?.cancelledBy).toBe('failed_charges');
    expect(await chargesOf(donationId)).toHaveLength(1);
    const ledgerAfter = await app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.donationId, donationId));
    expect(ledgerAfter).toEqual(ledgerBefore);
    const toDonor = await readOutbox(app, email);
    expect(
      toDonor.filter((message) => message.subject.includes('could not be charged')),
    ).toHaveLength(2);
    expect(toDonor.filter((message) => message.subject.includes('has been stopped'))).toHaveLength(
      1,
    );
    expect((await readOutbox(app, owner.email)).map((message) => message.text)).toEqual([
      expect.stringContaining('It stopped after its payment was declined several times in a row.'),
    ]);
    await setCard(donationId, false);
    await chargeMonthly(new Date(due.getTime() + 40 * DAY_MS));
    expect(await chargesOf(donationId)).toHaveLength(1);
  });

  it('goes on once the card works again: the declines in a row start over', async () => {
    const { email, donationId } = await paidGift({ frequency: 'monthly' });
    await setCard(donationId, true);
    const due = await monthDue(donationId);
    await chargeMonthly(due);
    await setCard(donationId, false);
    await chargeMonthly(new Date(due.getTime() + RETRY_AFTER_DECLINE_MS));
    expect(await chargesOf(donationId)).toHaveLength(2);
    const key = await keyFor(app, email);
    const page = await myGiving(app, key);
    expect(page.body.data.monthly[0]).toMatchObject({
      failed_charges: 0,
      update_payment_url: null,
    });
    expect((await donationRow(donationId))?.cancelledAt).toBeNull();
  });
});

describe("a signed-in giver's own gifts", () => {
  const mine = (token?: string) =>
    call(app, {
      method: 'GET',
      url: '/api/my-giving/mine',
      headers: token ? bearer(token) : {},
    });

  it("opens the donor's page of the account's proved email, and none before it is proved", async () => {
    const { email, donationId } = await paidGift();
    const [giver] = await app.db
      .insert(users)
      .values({ email, name: 'Meera Iyer', emailVerifiedAt: clock.now() })
      .returning({ id: users.id });
    if (!giver) throw new Error('no user');
    const token = await app.tokens.sign({ id: giver.id, tokenVersion: 0 });
    const answer = await mine(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toContain('private');
    const page = await myGiving(app, answer.body.data.key);
    expect(page.body.data.email).toBe(email);
    expect(page.body.data.donations.map(({ id }: { id: string }) => id)).toEqual([donationId]);

    const unproved = await createTestUser(app);
    expect((await mine(unproved.token)).body.data).toEqual({ key: null });
    expect((await mine()).statusCode).toBe(401);
  });
});
