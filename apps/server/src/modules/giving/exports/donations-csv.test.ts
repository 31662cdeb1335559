import { bearer } from '@test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { call } from '@test/checkout-helpers.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { csvRecords, parseCsv } from '@test/csv-helpers.ts';
import {
  indianGift,
  insertGivingCampaign,
  insertGivingOrganization,
  pressSandbox,
  startGift,
} from '@test/giving-helpers.ts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '@/db/schema.ts';
import { donationCell, readDonationsExportBatch } from './export-repository.ts';
import { keysetBatches } from './keyset-batches.ts';

let app: TestApp;
let owner: { id: string; token: string };
let organization: { id: string; slug: string };
let campaignSlug: string;

const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function give(payload: object, { pay = true } = {}) {
  const started = await startGift(app, payload);
  expect(started.statusCode).toBe(201);
  if (pay) expect((await pressSandbox(app, started.body.data.url, 'pay')).statusCode).toBe(303);
  return started.body.data.donation_id as string;
}

const exportCsv = (query = '', token: string | null = owner.token) =>
  call(app, {
    method: 'GET',
    url: `/api/organizations/${organization.slug}/donations.csv${query}`,
    headers: token ? bearer(token) : {},
  });

const rowsOf = async (query = '') => csvRecords(String((await exportCsv(query)).body));

beforeAll(async () => {
  app = await buildTestApp({ donationCheckoutsPerHour: { perIp: 1000, perEmail: 1000 } });
  owner = await createTestUser(app);
  organization = await insertGivingOrganization(app, { ownerId: owner.id });
  const campaign = await insertGivingCampaign(app, {
    organizationId: organization.id,
    currency: 'INR',
  });
  campaignSlug = campaign.slug;
  // Oldest first: Meera once, with a message a spreadsheet would run and an address with commas;
  // Meera monthly; Arjun covering the fees; Ravi, who never paid.
  await give(
    indianGift(campaignSlug, {
      donor_email: 'meera@example.in',
      message: '=HYPERLINK("http://evil.example","Click")',
      donor_address: {
        line_1: '12, "Shanti" Nehru Nagar',
        city: 'Pune',
        postal_code: '411001',
        country_code: 'IN',
      },
    }),
  );
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

describe("an organization's gifts as CSV", () => {
  it('downloads every gift, newest first, one row a gift, as an attachment', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="donations-${organization.slug}-${day(0)}.csv"`,
    );
    expect(response.headers['cache-control']).toContain('no-store');
    const text = String(response.body);
    expect(text.startsWith('\uFEFFDate (UTC),Receipt number,Receipt status,Donor name,')).toBe(
      true,
    );
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = csvRecords(text);
    expect(rows.map((row) => row['Donor name'])).toEqual([
      'Ravi Kumar',
      'Arjun Mehta',
      "Meera D'Souza",
      "Meera D'Souza",
    ]);
    const [ravi, arjun, monthly] = rows;
    expect(ravi).toMatchObject({ Status: 'pending', 'Receipt number': '', 'Receipt status': '' });
    expect(monthly).toMatchObject({ Frequency: 'monthly', Amount: '500.00' });
    // Arjun covered the provider's fee: the organization receives the whole gift.
    expect(arjun).toMatchObject({
      Email: 'arjun@example.in',
      PAN: 'ABCDE1234F',
      Campaign: campaignSlug,
      Frequency: 'one_time',
      Status: 'succeeded',
      Currency: 'INR',
      Amount: '2500.00',
      'Fees covered': 'yes',
      Net: '2500.00',
      'Gift Aid': 'no',
      'Receipt status': 'valid',
      'Indian citizen': 'yes',
      'Name shown publicly': 'yes',
    });
    expect(arjun?.['Receipt number']).toMatch(/^SEVA-\d+-\d{4}-\d{4}$/);
    // No plan, so no platform fee: the fee is the provider's, which Arjun paid on top.
    expect(arjun?.Fee).toMatch(/^\d+\.\d{2}$/);
    expect(Number(arjun?.Charged)).toBe(Number(arjun?.Amount) + Number(arjun?.Fee));
  });

  it('quotes what needs quoting and keeps spreadsheets from running a cell', async () => {
    const text = String((await exportCsv('?frequency=one_time&q=meera@example.in')).body);
    // The phone starts with '+', the message with '=': both are written as text.
    expect(text).toContain(`,'+919876543210,`);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain(`"12, ""Shanti"" Nehru Nagar, Pune, 411001, India"`);
    const [meera] = csvRecords(text);
    expect(meera).toMatchObject({
      Phone: "'+919876543210",
      Message: `'=HYPERLINK("http://evil.example","Click")`,
      Address: '12, "Shanti" Nehru Nagar, Pune, 411001, India',
    });
  });

  it('applies the list’s filters', async () => {
    expect((await rowsOf('?status=pending')).map((row) => row['Donor name'])).toEqual([
      'Ravi Kumar',
    ]);
    expect(await rowsOf('?frequency=monthly')).toHaveLength(1);
    expect(await rowsOf(`?campaign=${campaignSlug}`)).toHaveLength(4);
    expect(await rowsOf('?campaign=another-campaign')).toHaveLength(0);
    expect(await rowsOf('?q=ARJUN')).toHaveLength(1);
    expect(await rowsOf(`?from=${day(0)}&to=${day(0)}`)).toHaveLength(4);
    expect(await rowsOf(`?from=${day(1)}`)).toHaveLength(0);
    // With nothing found, the header row alone.
    expect(parseCsv(String((await exportCsv(`?to=${day(-1)}`)).body))).toHaveLength(1);
  });

  it('pages through gifts made in the same microsecond once each', async () => {
    const ids = (await app.db.select({ id: donations.id }).from(donations)).map((row) => row.id);
    const stamp = new Date('2026-11-27T10:15:03.123Z');
    await app.db.update(donations).set({ createdAt: stamp }).where(inArray(donations.id, ids));
    const seen: string[] = [];
    for await (const batch of keysetBatches({
      read: (after: { createdAt: string; id: string } | undefined) =>
        readDonationsExportBatch(app.db, {
          organizationId: organization.id,
          filters: {},
          after,
          limit: 1,
        }),
      cursorOf: (row) => ({
        createdAt: donationCell(row, 'cursor_at'),
        id: donationCell(row, 'id'),
      }),
      limit: 1,
    })) {
      seen.push(...batch.map((row) => donationCell(row, 'id')));
    }
    expect(seen).toHaveLength(ids.length);
    expect(new Set(seen)).toEqual(new Set(ids));
    // Newest first, then by id, as the list orders them.
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it('answers 404 to anyone but the owner, 401 without a token, 400 to a bad filter', async () => {
    const someone = await createTestUser(app);
    expect((await exportCsv('', someone.token)).statusCode).toBe(404);
    expect((await exportCsv('', null)).statusCode).toBe(401);
    const bad = await exportCsv('?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/^Invalid query parameter status: /);
    const badDate = await exportCsv('?from=27-11-2026');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.body.message).toBe('Invalid query parameter from: a real date as YYYY-MM-DD');
  });
});
