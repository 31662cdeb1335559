import { GRANT_TRANSACTION_FEE_PERCENT } from '@givecrowd/shared/payments/fee-schedule';
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
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCharges, ledgerEntries, receipts } from '@/db/schema.ts';

let app: TestApp;

beforeAll(async () => {
  // One address gives many gifts here; the per-address limit has its own app below.
  app = await buildTestApp({ donationCheckoutsPerHour: { perIp: 1000, perEmail: 5 } });
});

afterAll(async () => {
  await app?.close();
});

async function indianCampaign(options: Parameters<typeof insertGivingOrganization>[1] = {}) {
  const organization = await insertGivingOrganization(app, options);
  const campaign = await insertGivingCampaign(app, {
    organizationId: organization.id,
    currency: 'INR',
  });
  return { organization, campaign };
}

/** The thank-you page's call for the page the provider sent the donor to. */
function statusCallOf(thankYouPage: string) {
  const url = new URL(thankYouPage);
  const id = url.pathname.split('/').at(-1);
  return `/api/donations/${id}?key=${url.searchParams.get('key')}`;
}

/** Starts a gift, pays it in the sandbox and asks what the thank-you page asks. */
async function giveAndPay(payload: object) {
  const started = await startGift(app, payload);
  expect(started.statusCode).toBe(201);
  const paid = await pressSandbox(app, started.body.data.url, 'pay');
  expect(paid.statusCode).toBe(303);
  const status = await call(app, { method: 'GET', url: statusCallOf(paid.location) });
  return { started, paid, status };
}

describe('the donation form call', () => {
  it('answers whom a gift goes to, in the organization’s currency', async () => {
    const { campaign } = await indianCampaign();
    const response = await call(app, {
      method: 'GET',
      url: `/api/donations/form?campaign_slug=${campaign.slug}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toMatchObject({
      currency: 'INR',
      suggested_amounts: [500, 1000, 2500, 5000],
      min_amount: 100,
      campaign: { slug: campaign.slug },
      accepts_foreign_citizens: false,
      refusal: null,
    });
  });

  it('says when the organization cannot take gifts yet, and hides drafts', async () => {
    const notReady = await insertGivingOrganization(app, { ready: false });
    const response = await call(app, {
      method: 'GET',
      url: `/api/donations/form?organization_slug=${notReady.slug}`,
    });
    expect(response.body.data.refusal).toBe('This organization cannot take donations yet.');
    const unknown = await call(app, {
      method: 'GET',
      url: '/api/donations/form?organization_slug=no-such-organization',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('starting a gift', () => {
  it('answers the first failing rule with every failing field', async () => {
    const { campaign } = await indianCampaign();
    const response = await startGift(
      app,
      indianGift(campaign.slug, { amount: 50, donor_email: 'meera@', message: 'x'.repeat(281) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body.message).toBe('The smallest gift is ₹100.');
    expect(response.body.errors.map((error: { field: string }) => error.field)).toEqual([
      'amount',
      'donor_email',
      'message',
    ]);
  });

  it('refuses another currency, an organization not ready and an ended campaign', async () => {
    const { campaign } = await indianCampaign();
    const dollars = await startGift(app, indianGift(campaign.slug, { currency: 'USD' }));
    expect(dollars.statusCode).toBe(400);

    const notReady = await indianCampaign({ ready: false });
    const refused = await startGift(app, indianGift(notReady.campaign.slug));
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe('This organization cannot take donations yet.');

    const ended = await insertGivingCampaign(app, {
      organizationId: notReady.organization.id,
      currency: 'INR',
      endsAt: new Date(Date.now() - 1000),
    });
    const { organization } = await indianCampaign();
    const endedOfReady = await insertGivingCampaign(app, {
      organizationId: organization.id,
      currency: 'INR',
      endsAt: new Date(Date.now() - 1000),
    });
    expect(ended.id).not.toBe(endedOfReady.id);
    const late = await startGift(app, indianGift(endedOfReady.slug));
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toBe('This campaign has ended.');
  });

  it('fixes the figures on the server: fees, what is charged, what the organization gets', async () => {
    const { campaign } = await indianCampaign();
    const response = await startGift(app, indianGift(campaign.slug, { cover_fees: true }));
    expect(response.body.data).toMatchObject({
      amount: 1000,
      currency: 'INR',
      fee: 20,
      charged: 1020,
      organization_receives: 1000,
    });
  });
});

describe('the platform’s share', () => {
  it('is the grant agreement’s transaction fee for a grant partner, none once the grant is declined', async () => {
    const formOf = async (grant: 'approved' | 'declined') => {
      const { campaign } = await indianCampaign({ grant });
      const response = await call(app, {
        method: 'GET',
        url: `/api/donations/form?campaign_slug=${campaign.slug}`,
      });
      return { campaign, form: response.body.data };
    };
    const partner = await formOf('approved');
    expect(partner.form.platform_fee_percent).toBe(GRANT_TRANSACTION_FEE_PERCENT);
    const started = await startGift(app, indianGift(partner.campaign.slug));
    // The provider's 2% and the platform's share: what the organization keeps is the rest.
    const platformShare = (1000 * GRANT_TRANSACTION_FEE_PERCENT) / 100;
    expect(started.body.data).toMatchObject({
      amount: 1000,
      fee: 20 + platformShare,
      organization_receives: 1000 - 20 - platformShare,
    });
    expect((await formOf('declined')).form.platform_fee_percent).toBe(0);
  });
});

describe('a gift paid in the sandbox', () => {
  it('is recorded once, with its receipt, ledger entries, totals and wall', async () => {
    const { organization, campaign } = await indianCampaign();
    const { started, paid, status } = await giveAndPay(indianGift(campaign.slug));
    const donationId = started.body.data.donation_id;
    expect(paid.location).toContain(`/donate/thank-you/${donationId}?key=`);
    expect(status.statusCode).toBe(200);
    expect(status.body.data).toMatchObject({ status: 'succeeded', amount: 1000, currency: 'INR' });
    const year =
      new Date().getUTCMonth() < 3 ? new Date().getUTCFullYear() - 1 : new Date().getUTCFullYear();
    expect(status.body.data.receipt.number).toBe(`SEVA-${organization.number}-${year}-0001`);

    // The thank-you page and the sandbox again: still one gift.
    await call(app, { method: 'GET', url: statusCallOf(paid.location) });
    expect((await pressSandbox(app, started.body.data.url, 'pay')).statusCode).toBe(409);
    const charges = await app.db
      .select()
      .from(giftCharges)
      .where(eq(giftCharges.donationId, donationId));
    expect(charges).toHaveLength(1);
    const entries = await app.db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.donationId, donationId));
    expect(entries).toEqual(
      expect.arrayContaining([
        { kind: 'gift', amount: 100_000 },
        { kind: 'provider_fee', amount: -2_000 },
      ]),
    );
    expect(await campaignTotals(app, campaign.id)).toEqual({ raisedMinor: 100_000, donorCount: 1 });

    const wall = await call(app, {
      method: 'GET',
      url: `/api/campaigns/${campaign.slug}/donations`,
    });
    expect(wall.body.data.total).toBe(1);
    expect(wall.body.data.data[0]).toMatchObject({
      name: "Meera D'Souza",
      amount: 1000,
      message: 'For the library',
    });
    expect(JSON.stringify(wall.body)).not.toContain('@example.in');

    const page = await call(app, { method: 'GET', url: `/api/campaigns/${campaign.slug}` });
    expect(page.body.data).toMatchObject({ raised: 1000, donor_count: 1, accepts_donations: true });

    const verified = await call(app, {
      method: 'GET',
      url: `/api/receipts/verify?number=${status.body.data.receipt.number}`,
    });
    expect(verified.body.data).toMatchObject({ amount: 1000, currency: 'INR', status: 'valid' });
    expect(JSON.stringify(verified.body)).not.toContain('Meera');
  });

  it('shows Anonymous on the wall when the donor asked, and keeps the name on the record', async () => {
    const { organization, campaign } = await indianCampaign();
    await giveAndPay(indianGift(campaign.slug, { show_name: false }));
    const wall = await call(app, {
      method: 'GET',
      url: `/api/organizations/${organization.slug}/donations/wall`,
    });
    expect(wall.body.data.data[0].name).toBe('Anonymous');
  });

  it('opens the thank-you page only with its key', async () => {
    const { campaign } = await indianCampaign();
    const started = await startGift(app, indianGift(campaign.slug));
    const id = started.body.data.donation_id;
    for (const url of [`/api/donations/${id}`, `/api/donations/${id}?key=wrong`]) {
      expect((await call(app, { method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('leaves nothing when the donor cancels', async () => {
    const { campaign } = await indianCampaign();
    const started = await startGift(app, indianGift(campaign.slug));
    const cancelled = await pressSandbox(app, started.body.data.url, 'cancel');
    expect(cancelled.location).toMatch(
      new RegExp(`/campaign/${campaign.slug}/donate\\?cancelled=1$`),
    );
    expect(await campaignTotals(app, campaign.id)).toEqual({ raisedMinor: 0, donorCount: 0 });
  });

  it('numbers receipts gaplessly when many gifts are confirmed at once', async () => {
    const { organization, campaign } = await indianCampaign();
    const gifts = await Promise.all(
      Array.from({ length: 8 }, () => startGift(app, indianGift(campaign.slug))),
    );
    await Promise.all(gifts.map((gift) => pressSandbox(app, gift.body.data.url, 'pay')));
    const rows = await app.db
      .select({ sequence: receipts.sequence })
      .from(receipts)
      .where(eq(receipts.organizationId, organization.id));
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await campaignTotals(app, campaign.id)).toEqual({ raisedMinor: 800_000, donorCount: 8 });
  });
});

describe('the ledger', () => {
  it('refuses to be edited or deleted', async () => {
    await expect(app.db.execute(sql`update ledger_entries set amount = 0`)).rejects.toThrow();
    await expect(app.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
  });
});

describe('checkout limits', () => {
  it('allows 5 checkouts an hour for one donor email, then 429 with Retry-After', async () => {
    const { campaign } = await indianCampaign();
    const gift = indianGift(campaign.slug);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await startGift(app, gift)).statusCode).toBe(201);
    }
    const refused = await startGift(app, gift);
    expect(refused.statusCode).toBe(429);
    expect(refused.body.message).toBe(
      'Too many donations were started with this email address. Please try again later.',
    );
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('allows the configured checkouts an hour from one address, counting only gifts that passed the rules', async () => {
    const limited = await buildTestApp({ donationCheckoutsPerHour: { perIp: 2, perEmail: 5 } });
    try {
      const organization = await insertGivingOrganization(limited);
      const campaign = await insertGivingCampaign(limited, {
        organizationId: organization.id,
        currency: 'INR',
      });
      expect((await startGift(limited, indianGift(campaign.slug, { amount: 1 }))).statusCode).toBe(
        400,
      );
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await startGift(limited, indianGift(campaign.slug))).statusCode).toBe(201);
      }
      const refused = await startGift(limited, indianGift(campaign.slug));
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
