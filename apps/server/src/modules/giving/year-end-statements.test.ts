import { receiptYearOf } from '@givecrowd/shared/giving/receipt-number';
import { bearer, readOutbox } from '@test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { call } from '@test/checkout-helpers.ts';
import { createTestUser } from '@test/create-test-user.ts';
import {
  indianGift,
  insertGivingCampaign,
  insertGivingOrganization,
  pressSandbox,
  startGift,
} from '@test/giving-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
let owner: { id: string; token: string };
let slug: string;
let campaignSlug: string;
const year = receiptYearOf(new Date(), 'IN');
const yearLabel = `${year}-${String((year + 1) % 100).padStart(2, '0')}`;

async function give(change: object) {
  const started = await startGift(app, indianGift(campaignSlug, change));
  expect(started.statusCode).toBe(201);
  expect((await pressSandbox(app, started.body.data.url, 'pay')).statusCode).toBe(303);
}

const send = (body: object, token = owner.token, organizationSlug = slug) =>
  call(app, {
    method: 'POST',
    url: `/api/organizations/${organizationSlug}/statements`,
    headers: bearer(token),
    payload: body,
  });

const statementsTo = async (email: string) =>
  (await readOutbox(app, email)).filter(({ subject }) => subject.startsWith('Your gifts to'));

beforeAll(async () => {
  app = await buildTestApp({ donationCheckoutsPerHour: { perIp: 1000, perEmail: 50 } });
  // Receipts are made when the test says, so one can be caught still being made.
  await app.receiptWorker.stop();
  owner = await createTestUser(app);
  const organization = await insertGivingOrganization(app, { ownerId: owner.id });
  slug = organization.slug;
  const campaign = await insertGivingCampaign(app, {
    organizationId: organization.id,
    currency: 'INR',
  });
  campaignSlug = campaign.slug;
});

afterAll(async () => {
  await app?.close();
});

describe('year-end statements', () => {
  it('wait while a receipt of the year is still being made', async () => {
    await give({ donor_email: 'meera@example.in', amount: 1000 });
    const refused = await send({ year });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(
      `Some receipts of ${yearLabel} are still being made. Please try again in a few minutes.`,
    );
  });

  it('email each donor once, every gift of the year listed and its receipt attached', async () => {
    await give({ donor_email: 'meera@example.in', amount: 2500 });
    await give({ donor_name: 'Arjun Mehta', donor_email: 'arjun@example.in', amount: 500 });
    await app.receiptWorker.runOnce();

    const first = await send({ year });
    expect(first.statusCode).toBe(200);
    expect(first.body).toEqual({
      status: true,
      message: `Year-end statements for ${yearLabel} are on their way.`,
      data: { sent: 2, already_sent: 0 },
    });
    const [meera] = await statementsTo('meera@example.in');
    expect(meera?.subject).toMatch(new RegExp(`^Your gifts to .+ in ${yearLabel}$`));
    expect(meera?.text).toContain('₹1,000, receipt ');
    expect(meera?.text).toContain('₹2,500, receipt ');
    expect(meera?.text).toContain('In all: ₹3,500');
    expect(meera?.text).toContain('/my-giving?key=');
    expect(meera?.attachments).toHaveLength(2);
    const [arjun] = await statementsTo('arjun@example.in');
    expect(arjun?.text).toContain('Dear Arjun Mehta,');
    expect(arjun?.attachments).toHaveLength(1);

    const again = await send({ year });
    expect(again.body.data).toEqual({ sent: 0, already_sent: 2 });
    expect(await statementsTo('meera@example.in')).toHaveLength(1);
    expect(await statementsTo('arjun@example.in')).toHaveLength(1);
  });

  it('say so for a year without receipts, and refuse a year that is no year', async () => {
    const empty = await send({ year: year - 5 });
    expect(empty.statusCode).toBe(409);
    expect(empty.body.message).toBe(
      `No receipts were issued in ${year - 5}-${String((year - 4) % 100).padStart(2, '0')}.`,
    );
    const bad = await send({ year: 'last' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'year', message: 'Please choose the year of the statements.' },
    ]);
  });

  it('answer 404 to anyone but the owner and 401 without a token', async () => {
    const stranger = await createTestUser(app);
    expect((await send({ year }, stranger.token)).statusCode).toBe(404);
    const anonymous = await call(app, {
      method: 'POST',
      url: `/api/organizations/${slug}/statements`,
      payload: { year },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
