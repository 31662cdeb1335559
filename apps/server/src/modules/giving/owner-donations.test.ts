import { bearer } from '@test/auth-helpers.ts';
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
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '@/db/schema.ts';

let app: TestApp;
let owner: { id: string; token: string };
let slug: string;
let campaignSlug: string;

const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function give(payload: object, { pay = true } = {}) {
  const started = await startGift(app, payload);
  expect(started.statusCode).toBe(201);
  if (pay) expect((await pressSandbox(app, started.body.data.url, 'pay')).statusCode).toBe(303);
  return started.body.data.donation_id as string;
}

const list = (query = '', token = owner.token) =>
  call(app, {
    method: 'GET',
    url: `/api/organizations/${slug}/donations${query}`,
    headers: bearer(token),
  });

beforeAll(async () => {
  app = await buildTestApp({ donationCheckoutsPerHour: { perIp: 1000, perEmail: 5 } });
  owner = await createTestUser(app);
  const organization = await insertGivingOrganization(app, { ownerId: owner.id });
  slug = organization.slug;
  const campaign = await insertGivingCampaign(app, {
    organizationId: organization.id,
    currency: 'INR',
  });
  campaignSlug = campaign.slug;
  // Oldest first: Meera once (₹1,000), Meera again monthly (₹500), Arjun covering the fees
  // (₹2,500), and a gift Ravi started and never paid.
  await give(indianGift(campaignSlug, { donor_email: 'meera@example.in' }));
  await give(
    indianGift(campaignSlug, {
      donor_email: 'meera@example.in',
      amount: 500,
      frequency: 'monthly',
    }),
  );
  await give(
    indianGift(campaignSlug, {
      donor_name: 'Arjun Mehta',
      donor_email: 'arjun@example.in',
      amount: 2500,
      cover_fees: true,
    }),
  );
  await give(indianGift(campaignSlug, { donor_name: 'Ravi Kumar' }), { pay: false });
});

afterAll(async () => {
  await app?.close();
});

describe("an organization's gifts, for its owner", () => {
  it('lists every gift newest first with its money, status, campaign and receipt', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('private');
    const { data, total } = response.body.data;
    expect(total).toBe(4);
    expect(data.map((gift: { donor_name: string }) => gift.donor_name)).toEqual([
      'Ravi Kumar',
      'Arjun Mehta',
      "Meera D'Souza",
      "Meera D'Souza",
    ]);
    const [pending, arjun] = data;
    expect(pending).toMatchObject({
      status: 'pending',
      receipt: null,
      campaign_slug: campaignSlug,
    });
    expect(arjun).toMatchObject({
      donor_email: 'arjun@example.in',
      amount: 2500,
      currency: 'INR',
      status: 'succeeded',
      frequency: 'one_time',
      campaign_slug: campaignSlug,
      receipt: { number: expect.stringMatching(/^SEVA-\d+-\d{4}-\d{4}$/), status: 'valid' },
    });
    // Arjun covered the fees: the organization receives the whole gift.
    expect(arjun.net).toBe(2500);
    expect(arjun.fee).toBeGreaterThan(0);
  });

  it('totals what the filters find from the ledger: given, received, donors and the monthly gifts', async () => {
    const { data, totals } = (await list()).body.data;
    const paid = data.filter((gift: { status: string }) => gift.status === 'succeeded');
    const sum = (key: 'amount' | 'net') =>
      paid.reduce((total: number, gift: Record<string, number>) => total + (gift[key] ?? 0), 0);
    expect(totals).toEqual({ amount: 4000, net: sum('net'), donors: 2, monthly: 500 });
    expect(sum('amount')).toBe(4000);

    const meera = (await list('?q=MEERA@EXAMPLE')).body.data;
    expect(meera.total).toBe(2);
    expect(meera.totals).toMatchObject({ amount: 1500, donors: 1, monthly: 500 });
  });

  it('filters by status, frequency, campaign, name and days, and pages', async () => {
    const totalOf = async (query: string) => (await list(query)).body.data.total;
    expect(await totalOf('?status=pending')).toBe(1);
    expect(await totalOf('?frequency=monthly')).toBe(1);
    expect(await totalOf(`?campaign=${campaignSlug}`)).toBe(4);
    expect(await totalOf('?campaign=another-campaign')).toBe(0);
    expect(await totalOf('?q=arjun')).toBe(1);
    expect(await totalOf('?q=100%25')).toBe(0);
    expect(await totalOf(`?from=${day(0)}&to=${day(0)}`)).toBe(4);
    expect(await totalOf(`?from=${day(1)}`)).toBe(0);
    expect(await totalOf(`?to=${day(-1)}`)).toBe(0);

    const second = (await list('?limit=1&page=2')).body.data;
    expect(second.total).toBe(4);
    expect(second.data.map((gift: { donor_name: string }) => gift.donor_name)).toEqual([
      'Arjun Mehta',
    ]);
  });

  it('reads the days in the time zone the page shows its dates in', async () => {
    const [first] = (await list()).body.data.data;
    // 20:00 in London on 10 March 2020 is 01:30 on the 11th in India.
    await app.db
      .update(donations)
      .set({ createdAt: new Date('2020-03-10T20:00:00Z') })
      .where(eq(donations.id, first.id));
    const ids = async (query: string) =>
      (await list(query)).body.data.data.map((gift: { id: string }) => gift.id);
    expect(await ids('?from=2020-03-11&to=2020-03-11&tz=Asia/Kolkata')).toEqual([first.id]);
    expect(await ids('?from=2020-03-10&to=2020-03-10&tz=Asia/Kolkata')).toEqual([]);
    expect(await ids('?from=2020-03-10&to=2020-03-10')).toEqual([first.id]);
    expect(await ids('?from=2020-03-10&to=2020-03-10&tz=Europe/London')).toEqual([first.id]);
    const bad = await list('?from=2026-11-27&tz=Mars/Olympus');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('Invalid query parameter tz: a time zone such as Asia/Kolkata');
  });

  it('answers 404 to anyone but the owner, 401 without a token, 400 to a bad filter', async () => {
    const someone = await createTestUser(app);
    const theirs = await list('', someone.token);
    expect(theirs.statusCode).toBe(404);
    const anonymous = await call(app, {
      method: 'GET',
      url: `/api/organizations/${slug}/donations`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await list('?status=lost')).statusCode).toBe(400);
    expect((await list('?from=27-11-2026')).statusCode).toBe(400);
    expect((await list('?from=2026-02-30')).statusCode).toBe(400);
  });
});

describe("an organization's dashboard figures, for its owner", () => {
  const summary = (token = owner.token, organizationSlug = slug) =>
    call(app, {
      method: 'GET',
      url: `/api/organizations/${organizationSlug}/donations/summary`,
      headers: bearer(token),
    });

  it('sums the paid gifts this month and in all, the donors, the monthly gifts and each of 90 days', async () => {
    const response = await summary();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('private');
    const figures = response.body.data;
    expect(figures).toMatchObject({
      currency: 'INR',
      raised_this_month: 4000,
      raised: 4000,
      donors: 2,
      monthly: 500,
    });
    expect(figures.by_day).toHaveLength(90);
    expect(figures.by_day.at(-1)).toEqual({ date: day(0), amount: 4000 });
    expect(figures.by_day[0]).toEqual({ date: day(-89), amount: 0 });
  });

  it('answers 404 to anyone but the owner, 401 without a token and 404 for an unknown slug', async () => {
    const stranger = await createTestUser(app);
    expect((await summary(stranger.token)).statusCode).toBe(404);
    expect((await summary(owner.token, 'no-such-organization')).statusCode).toBe(404);
    const anonymous = await call(app, {
      method: 'GET',
      url: `/api/organizations/${slug}/donations/summary`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
