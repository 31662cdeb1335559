import { readOutbox } from '@test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { call } from '@test/checkout-helpers.ts';
import {
  campaignTotals,
  indianGift,
  insertGivingCampaign,
  insertGivingOrganization,
  pressSandbox,
  startGift,
} from '@test/giving-helpers.ts';
import { buildMultipart } from '@test/multipart.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCharges, receipts } from '@/db/schema.ts';
import { addMonths } from './charge-monthly.ts';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({ donationCheckoutsPerHour: { perIp: 1000, perEmail: 50 } });
});

afterAll(async () => {
  await app?.close();
});

async function paidGift(change: object = {}) {
  const organization = await insertGivingOrganization(app);
  const campaign = await insertGivingCampaign(app, {
    organizationId: organization.id,
    currency: 'INR',
  });
  const payload = indianGift(campaign.slug, change);
  const started = await startGift(app, payload);
  expect(started.statusCode).toBe(201);
  const paid = await pressSandbox(app, started.body.data.url, 'pay');
  const thankYou = new URL(paid.location);
  const statusUrl = `/api/donations/${started.body.data.donation_id}?key=${thankYou.searchParams.get('key')}`;
  return { organization, campaign, payload, donationId: started.body.data.donation_id, statusUrl };
}

describe('the receipt of a gift', () => {
  it('is made off the request path: a PDF to download, emailed with it attached, checkable by its file', async () => {
    const { payload, statusUrl, donationId } = await paidGift({ locale: 'hi' });
    await app.receiptWorker.runOnce();

    const status = await call(app, { method: 'GET', url: statusUrl });
    const { receipt } = status.body.data;
    expect(receipt.link).toContain(`/api/donations/${donationId}/receipt?key=`);
    const pdf = await app.inject({ method: 'GET', url: receipt.link });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const [email] = await readOutbox(app, payload.donor_email);
    expect(email?.subject).toContain(receipt.number);
    expect(email?.subject).toContain('रसीद');
    expect(email?.attachments).toEqual([
      { filename: `receipt-${receipt.number}.pdf`, content_type: 'application/pdf' },
    ]);

    const form = buildMultipart([
      {
        name: 'file',
        fileName: 'receipt.pdf',
        contentType: 'application/pdf',
        bytes: pdf.rawPayload,
      },
    ]);
    const checked = await app.inject({ method: 'POST', url: '/api/receipts/verify', ...form });
    expect(checked.json().data).toMatchObject({
      number: receipt.number,
      status: 'valid',
      amount: 1000,
    });

    const changed = Buffer.concat([pdf.rawPayload, Buffer.from('\n')]);
    const altered = buildMultipart([
      { name: 'file', fileName: 'receipt.pdf', contentType: 'application/pdf', bytes: changed },
    ]);
    const refused = await app.inject({ method: 'POST', url: '/api/receipts/verify', ...altered });
    expect(refused.statusCode).toBe(404);
  });

  it('is made once however often the worker runs, and never served without the key', async () => {
    const { donationId } = await paidGift();
    await Promise.all([app.receiptWorker.runOnce(), app.receiptWorker.runOnce()]);
    const rows = await app.db.select().from(receipts).where(eq(receipts.donationId, donationId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    const noKey = await app.inject({
      method: 'GET',
      url: `/api/donations/${donationId}/receipt?key=x`,
    });
    expect(noKey.statusCode).toBe(404);
  });
});

describe('monthly gifts in the sandbox', () => {
  it('are charged by the product each month, each month once, with its own receipt', async () => {
    const { campaign, donationId } = await paidGift({ frequency: 'monthly' });
    const [first] = await app.db
      .select()
      .from(giftCharges)
      .where(eq(giftCharges.donationId, donationId));
    if (!first) throw new Error('no first charge');

    const early = await call(app, {
      method: 'POST',
      url: '/api/dev/donations/charge-monthly',
      payload: { now: addMonths(first.chargedAt, 1).toISOString().replace('Z', '+00:00') },
    });
    expect(early.statusCode).toBe(200);
    const nextMonth = new Date(addMonths(first.chargedAt, 1).getTime() + 60_000).toISOString();
    for (let run = 0; run < 2; run += 1) {
      await call(app, {
        method: 'POST',
        url: '/api/dev/donations/charge-monthly',
        payload: { now: nextMonth },
      });
    }
    const charges = await app.db
      .select()
      .from(giftCharges)
      .where(eq(giftCharges.donationId, donationId));
    expect(charges).toHaveLength(2);
    const numbers = await app.db.select().from(receipts).where(eq(receipts.donationId, donationId));
    expect(numbers.map((row) => row.sequence).sort()).toEqual([1, 2]);
    expect(await campaignTotals(app, campaign.id)).toEqual({ raisedMinor: 200_000, donorCount: 1 });
  });

  it('fall on the month’s last day when it has no such date', () => {
    expect(addMonths(new Date('2027-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
    expect(addMonths(new Date('2027-01-15T10:00:00Z'), 12).toISOString()).toBe(
      '2028-01-15T10:00:00.000Z',
    );
  });
});
