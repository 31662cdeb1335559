import { bearer } from '@test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { call } from '@test/checkout-helpers.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { parseCsv } from '@test/csv-helpers.ts';
import { insertGivingOrganization, pressSandbox, startGift } from '@test/giving-helpers.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, receipts } from '@/db/schema.ts';
import { houseNameOrNumber, schedulePostcode, splitDonorName } from './gift-aid-schedule.ts';
import { GIFT_AID_SCHEDULE } from './gift-aid-template.ts';

let app: TestApp;
let now = new Date('2026-07-01T09:00:00Z');
let owner: { id: string; token: string };
let organization: { id: string; slug: string };
const given: Record<string, string> = {};

/** A gift to the UK organization, paid at `at` (the app's clock). */
async function give(name: string, at: string, change: object = {}) {
  now = new Date(at);
  const started = await startGift(app, {
    organization_slug: organization.slug,
    amount: 25,
    currency: 'GBP',
    frequency: 'one_time',
    donor_name: 'Dr Jane Smith-Jones',
    donor_email: `${name}@example.co.uk`,
    donor_address: {
      line_1: '12 Baker Street',
      city: 'London',
      postal_code: 'nw16xe',
      country_code: 'GB',
    },
    gift_aid: true,
    ...change,
  });
  expect(started.statusCode).toBe(201);
  expect((await pressSandbox(app, started.body.data.url, 'pay')).statusCode).toBe(303);
  given[name] = started.body.data.donation_id;
}

const giftAid = (slug: string, query = '', token: string | null = owner.token) =>
  call(app, {
    method: 'GET',
    url: `/api/organizations/${slug}/gift-aid${query}`,
    headers: token ? bearer(token) : {},
  });

const scheduleRows = async (query = '') =>
  parseCsv(String((await giftAid(organization.slug, query)).body)).slice(1);

beforeAll(async () => {
  app = await buildTestApp(
    { donationCheckoutsPerHour: { perIp: 1000, perEmail: 1000 } },
    { now: () => now },
  );
  owner = await createTestUser(app);
  organization = await insertGivingOrganization(app, {
    ownerId: owner.id,
    countryCode: 'GB',
    name: 'Thames Trust',
  });
  // Jane covered the fees (£25 + £1.03): Gift Aid is claimed on her £25 only.
  await give('jane', '2026-07-02T10:00:00Z', { cover_fees: true });
  // 23:30 UTC on 4 July is 00:30 on 5 July in London (summer time).
  await give('overseas', '2026-07-04T23:30:00Z', {
    donor_name: 'Pierre Martin',
    amount: 40.5,
    donor_address: {
      line_1: 'Rose Cottage, Rue de la Paix',
      city: 'Paris',
      postal_code: '75002',
      country_code: 'FR',
    },
  });
  await give('no-declaration', '2026-07-06T10:00:00Z', { gift_aid: false });
  await give('refunded', '2026-07-07T10:00:00Z', { donor_name: 'Tom Brown' });
  await app.db
    .update(receipts)
    .set({ status: 'void', voidedAt: now, voidReason: 'Given twice' })
    .where(eq(receipts.donationId, given.refunded ?? ''));
  await app.db
    .update(donations)
    .set({ status: 'refunded' })
    .where(eq(donations.id, given.refunded ?? ''));
});

afterAll(async () => {
  await app?.close();
});

describe('the Gift Aid schedule', () => {
  it("writes HMRC's columns: names split, postcode in capitals, DD/MM/YY, 2 decimals, no £", async () => {
    const response = await giftAid(organization.slug, '?from=2026-07-01&to=2026-07-31');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="gift-aid-${organization.slug}-2026-07-01-to-2026-07-31.csv"`,
    );
    const [header, ...rows] = parseCsv(String(response.body));
    expect(header).toEqual([...GIFT_AID_SCHEDULE.columns]);
    // Only gifts with the declaration, paid and not refunded; the fees Jane covered left out.
    expect(rows).toEqual([
      ['Dr', 'Jane', 'Smith Jones', '12', 'NW1 6XE', '', '', '02/07/26', '25.00'],
      ['', 'Pierre', 'Martin', 'Rose Cottage', 'X', '', '', '05/07/26', '40.50'],
    ]);
  });

  it('takes the gifts received on the days asked for, in UK time', async () => {
    expect((await scheduleRows('?from=2026-07-05')).map((row) => row[2])).toEqual(['Martin']);
    expect((await scheduleRows('?to=2026-07-04')).map((row) => row[2])).toEqual(['Smith Jones']);
    expect(await scheduleRows('?from=2026-08-01')).toEqual([]);
    expect(await scheduleRows()).toHaveLength(2);
  });

  it('is only for organizations in the UK', async () => {
    const indian = await insertGivingOrganization(app, { ownerId: owner.id });
    const response = await giftAid(indian.slug);
    expect(response.statusCode).toBe(409);
    expect(response.body.message).toBe(
      'The Gift Aid schedule is only for organizations in the United Kingdom.',
    );
  });

  it('answers 404 to anyone but the owner, 401 without a token, 400 to a bad date', async () => {
    const someone = await createTestUser(app);
    expect((await giftAid(organization.slug, '', someone.token)).statusCode).toBe(404);
    expect((await giftAid(organization.slug, '', null)).statusCode).toBe(401);
    const bad = await giftAid(organization.slug, '?from=05/07/2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('Invalid query parameter from: a real date as YYYY-MM-DD');
  });
});

describe("the schedule's fields", () => {
  it('splits a name into title, first and last name as HMRC asks', () => {
    expect(splitDonorName('Dr Jane Smith-Jones')).toEqual({
      title: 'Dr',
      first: 'Jane',
      last: 'Smith Jones',
    });
    expect(splitDonorName('  mrs.  Mary   Ann  Lee ')).toEqual({
      title: 'Mrs',
      first: 'Mary Ann',
      last: 'Lee',
    });
    expect(splitDonorName('Prince')).toEqual({ title: '', first: '', last: 'Prince' });
    expect(splitDonorName('Dr')).toEqual({ title: '', first: '', last: 'Dr' });
    const long = splitDonorName(`${'A'.repeat(40)} ${'B'.repeat(40)}`);
    expect([long.first.length, long.last.length]).toEqual([35, 35]);
  });

  it('reads the house name or number off the first line of the address', () => {
    expect(houseNameOrNumber('12 Baker Street')).toBe('12');
    expect(houseNameOrNumber('12a, High Street')).toBe('12a');
    expect(houseNameOrNumber('12-14 Mill Lane')).toBe('12-14');
    expect(houseNameOrNumber('Rose Cottage, Mill Lane')).toBe('Rose Cottage');
    expect(houseNameOrNumber('  The Old Rectory  ')).toBe('The Old Rectory');
  });

  it('writes a UK postcode in capitals with its space, and X for a donor abroad', () => {
    expect(schedulePostcode('ls1 4dy', 'GB')).toBe('LS1 4DY');
    expect(schedulePostcode(' SW1A1AA ', 'gb')).toBe('SW1A 1AA');
    expect(schedulePostcode('75002', 'FR')).toBe('X');
    expect(schedulePostcode('', '')).toBe('X');
  });
});
