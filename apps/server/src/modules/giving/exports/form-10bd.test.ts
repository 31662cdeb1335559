import { indiaTaxExemption } from '@givecrowd/shared/organization/registration-form.fixtures';
import { bearer } from '@test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { call } from '@test/checkout-helpers.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { parseCsv } from '@test/csv-helpers.ts';
import {
  indianGift,
  insertGivingOrganization,
  pressSandbox,
  startGift,
} from '@test/giving-helpers.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, organizations, receipts } from '@/db/schema.ts';
import { type DonorCursor, readForm10bdBatch, yearGiftCell } from './export-repository.ts';
import { FORM_10BD } from './form-10bd-template.ts';
import { keysetBatches } from './keyset-batches.ts';

let app: TestApp;
let now = new Date('2026-03-01T06:00:00Z');
let owner: { id: string; token: string };
let organization: { id: string; slug: string };
const given: Record<string, string> = {};

const ELECTRONIC = 'Electronic modes including account payee cheque/draft';
const URN = indiaTaxExemption.organization_80g_number;

/** A gift to the organization itself, paid at `at` (the app's clock). */
async function give(name: string, at: string, change: object = {}, { pay = true } = {}) {
  now = new Date(at);
  const started = await startGift(
    app,
    indianGift('', { campaign_slug: undefined, organization_slug: organization.slug, ...change }),
  );
  expect(started.statusCode).toBe(201);
  if (pay) expect((await pressSandbox(app, started.body.data.url, 'pay')).statusCode).toBe(303);
  given[name] = started.body.data.donation_id;
}

const receiptOf = async (name: string) => {
  const [row] = await app.db
    .select({ number: receipts.number })
    .from(receipts)
    .where(eq(receipts.donationId, given[name] ?? ''));
  return row?.number;
};

const form10bd = (slug: string, query: string, token: string | null = owner.token) =>
  call(app, {
    method: 'GET',
    url: `/api/organizations/${slug}/form-10bd${query}`,
    headers: token ? bearer(token) : {},
  });

beforeAll(async () => {
  app = await buildTestApp(
    { donationCheckoutsPerHour: { perIp: 1000, perEmail: 1000 } },
    { now: () => now },
  );
  owner = await createTestUser(app);
  organization = await insertGivingOrganization(app, { ownerId: owner.id, fcra: true });
  await app.db
    .update(organizations)
    .set({
      data: sql`${organizations.data} || ${JSON.stringify({
        ...indiaTaxExemption,
        organization_registered_at: '2024-05-01',
      })}::jsonb`,
    })
    .where(eq(organizations.id, organization.id));

  // 23:30 on 31 March in India: the financial year 2025-26.
  await give('meera-march', '2026-03-31T18:00:00Z', { amount: 700 });
  // 00:30 on 1 April in India: 2026-27, as is the rest.
  await give('meera-april', '2026-03-31T19:00:00Z', { amount: 1000 });
  await give('ravi', '2026-08-01T06:00:00Z', {
    donor_name: 'Ravi Kumar',
    donor_pan: 'FGHPK4321L',
    show_name: false,
    amount: 2500,
    cover_fees: true,
  });
  await give('kiran', '2026-09-01T06:00:00Z', {
    donor_name: 'Kiran Shah',
    donor_pan: 'KLMPN2468Q',
    amount: 3000,
  });
  const abroad = {
    is_indian_citizen: false,
    donor_pan: undefined,
    donor_passport: 'K1234567',
    donor_nationality: 'US',
    donor_phone: undefined,
  };
  await give('john', '2026-10-01T06:00:00Z', {
    ...abroad,
    donor_name: 'John Smith',
    amount: 5000,
    donor_address: {
      line_1: '1 Main St',
      city: 'Boston',
      postal_code: '02108',
      country_code: 'US',
    },
  });
  // The same man, his name and address typed a little differently.
  await give('john-again', '2026-11-01T06:00:00Z', {
    ...abroad,
    donor_name: 'john  SMITH',
    amount: 1000,
    donor_address: {
      line_1: '1  Main St.',
      city: 'Boston,',
      postal_code: '02108',
      country_code: 'US',
    },
  });
  await give('asha-unpaid', '2026-12-01T06:00:00Z', { donor_name: 'Asha Rao' }, { pay: false });
  // Meera again, having moved: the statement names her latest address.
  await give('meera-january', '2027-01-15T06:00:00Z', {
    amount: 500,
    donor_address: {
      line_1: '7, MG Road',
      city: 'Mumbai',
      postal_code: '400001',
      country_code: 'IN',
    },
  });
  // Kiran's gift was refunded: its receipt is void.
  await app.db
    .update(receipts)
    .set({ status: 'void', voidedAt: now, voidReason: 'Given twice' })
    .where(eq(receipts.donationId, given.kiran ?? ''));
  await app.db
    .update(donations)
    .set({ status: 'refunded' })
    .where(eq(donations.id, given.kiran ?? ''));

  // 2027-28: one donor without a PAN, one whose address was lost.
  await give('sunita', '2027-06-01T06:00:00Z', { donor_name: 'Sunita Rao', donor_pan: undefined });
  await give('deepak', '2027-06-02T06:00:00Z', {
    donor_name: 'Deepak Jain',
    donor_pan: 'DEEPK1234J',
  });
  await app.db
    .update(donations)
    .set({ donorAddress: null })
    .where(eq(donations.id, given.deepak ?? ''));
  // A token signed now: the one signed in 2026 has expired on the moved clock.
  owner.token = await app.tokens.sign({ id: owner.id, tokenVersion: 0 });
});

afterAll(async () => {
  await app?.close();
});

describe('Form 10BD', () => {
  it('adds up each donor’s gifts of the year, one row per donor and kind, as the portal’s template', async () => {
    const response = await form10bd(organization.slug, '?fy=2026-27');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="form-10bd-${organization.slug}-2026-27.csv"`,
    );
    const [header, ...rows] = parseCsv(String(response.body));
    expect(header).toEqual([...FORM_10BD.columns]);
    expect(rows).toEqual([
      // Meera's two gifts of the year (by her PAN), at her latest address; March's is not here.
      [
        '1',
        '',
        '1',
        'ABCDE1234F',
        'Section 80G',
        URN,
        '01-05-2024',
        "Meera D'Souza",
        '7, MG Road, Mumbai, 400001, India',
        'Others',
        ELECTRONIC,
        '1500.00',
      ],
      // Ravi gave anonymously: the law still needs his name. He covered the fees: he gave them too.
      [
        '2',
        '',
        '1',
        'FGHPK4321L',
        'Section 80G',
        URN,
        '01-05-2024',
        'Ravi Kumar',
        '12, Nehru Nagar, Pune, 411001, India',
        'Others',
        ELECTRONIC,
        '2550.00',
      ],
      // No PAN: a foreign citizen's passport, his gifts grouped by name, address and passport.
      [
        '3',
        '',
        '4',
        'K1234567',
        'Section 80G',
        URN,
        '01-05-2024',
        'john  SMITH',
        '1  Main St., Boston,, 02108, United States',
        'Others',
        ELECTRONIC,
        '6000.00',
      ],
    ]);
  });

  it('counts a gift in the financial year of its day in India', async () => {
    const rows = parseCsv(String((await form10bd(organization.slug, '?fy=2025-26')).body));
    expect(rows.slice(1).map((row) => [row[3], row[11]])).toEqual([['ABCDE1234F', '700.00']]);
    const empty = parseCsv(String((await form10bd(organization.slug, '?fy=2030-31')).body));
    expect(empty).toEqual([[...FORM_10BD.columns]]);
  });

  it('reads the year donor by donor across batches, each gift once', async () => {
    const seen: string[] = [];
    for await (const batch of keysetBatches({
      read: (after: DonorCursor | undefined) =>
        readForm10bdBatch(app.db, { organizationId: organization.id, year: 2026, after, limit: 1 }),
      cursorOf: (gift) => ({
        donorKey: yearGiftCell(gift, 'donor_key'),
        id: yearGiftCell(gift, 'id'),
      }),
      limit: 1,
    })) {
      seen.push(...batch.map((gift) => yearGiftCell(gift, 'donor_key')));
    }
    expect(seen).toHaveLength(5);
    expect(seen).toEqual([...seen].sort());
    expect(new Set(seen).size).toBe(3);
  });

  it('refuses a year the portal would reject, naming each gift and why', async () => {
    const response = await form10bd(organization.slug, '?fy=2027-28');
    expect(response.statusCode).toBe(409);
    expect(response.body).toEqual({
      status: false,
      message:
        'Form 10BD for 2027-28 cannot be made yet: the income-tax portal would reject 2 of its gifts. Please correct them, then export again.',
      errors: [
        { field: await receiptOf('sunita'), message: 'Sunita Rao gave no PAN or other ID.' },
        { field: await receiptOf('deepak'), message: 'Deepak Jain gave no address.' },
      ],
    });
  });

  it('needs the organization’s 80G registration number and its date', async () => {
    const without = await insertGivingOrganization(app, { ownerId: owner.id });
    const response = await form10bd(without.slug, '?fy=2026-27');
    expect(response.statusCode).toBe(409);
    expect(response.body.message).toBe(
      "Please add your organization's 80G registration number (URN) and its date before exporting Form 10BD.",
    );
  });

  it('is only for organizations in India', async () => {
    const american = await insertGivingOrganization(app, { ownerId: owner.id, countryCode: 'US' });
    const response = await form10bd(american.slug, '?fy=2026-27');
    expect(response.statusCode).toBe(409);
    expect(response.body.message).toBe('Form 10BD is only for organizations in India.');
  });

  it('answers 404 to anyone but the owner, 401 without a token, 400 to a bad year', async () => {
    const someone = await createTestUser(app);
    expect((await form10bd(organization.slug, '?fy=2026-27', someone.token)).statusCode).toBe(404);
    expect((await form10bd(organization.slug, '?fy=2026-27', null)).statusCode).toBe(401);
    for (const query of ['', '?fy=2026', '?fy=2026-28']) {
      const response = await form10bd(organization.slug, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.body.message).toBe(
        'Invalid query parameter fy: Please choose a financial year, such as 2026-27.',
      );
    }
  });
});
