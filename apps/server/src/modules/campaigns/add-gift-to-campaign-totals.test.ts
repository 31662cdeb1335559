import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@test/test-database.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/client.ts';
import { campaigns, organizations } from '@/db/schema.ts';
import { addGiftToCampaignTotals } from './repository.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

/** A campaign that has raised ₹1,000.50 from 3 donors. */
async function insertCampaign(): Promise<string> {
  const [organization] = await database.db
    .insert(organizations)
    .values({ slug: `org-${randomUUID()}`, name: 'River Trust', status: 'approved' })
    .returning({ id: organizations.id });
  if (!organization) throw new Error('no organization');
  const [campaign] = await database.db
    .insert(campaigns)
    .values({
      slug: `rivers-${randomUUID()}`,
      organizationId: organization.id,
      title: 'Clean Rivers',
      category: 'Environment',
      currency: 'INR',
      goalMinor: 10_000_000,
      raisedMinor: 100_050,
      donorCount: 3,
      asset: 'campaign-assets/rivers.webp',
      endsAt: new Date('2100-01-01T00:00:00Z'),
    })
    .returning({ id: campaigns.id });
  if (!campaign) throw new Error('no campaign');
  return campaign.id;
}

async function totalsOf(campaignId: string) {
  const [row] = await database.db
    .select({ raisedMinor: campaigns.raisedMinor, donorCount: campaigns.donorCount })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row;
}

describe('addGiftToCampaignTotals', () => {
  it("adds a gift's minor units, and a donor for a donor's first gift", async () => {
    const campaignId = await insertCampaign();
    const first = await addGiftToCampaignTotals(database.db, {
      campaignId,
      amountMinor: 2_550,
      newDonor: true,
    });
    expect(first).toEqual({ raisedMinor: 102_600, donorCount: 4 });
    await addGiftToCampaignTotals(database.db, { campaignId, amountMinor: 1, newDonor: false });
    expect(await totalsOf(campaignId)).toEqual({ raisedMinor: 102_601, donorCount: 4 });
  });

  it('takes a refund off, and its donor when they gave nothing else', async () => {
    const campaignId = await insertCampaign();
    await addGiftToCampaignTotals(database.db, {
      campaignId,
      amountMinor: -50,
      newDonor: false,
      donorLeft: true,
    });
    expect(await totalsOf(campaignId)).toEqual({ raisedMinor: 100_000, donorCount: 2 });
  });

  it("moves nothing when the gift's transaction rolls back", async () => {
    const campaignId = await insertCampaign();
    await expect(
      database.db.transaction(async (tx) => {
        await addGiftToCampaignTotals(tx, { campaignId, amountMinor: 500, newDonor: true });
        throw new Error('the ledger entry failed');
      }),
    ).rejects.toThrow('the ledger entry failed');
    expect(await totalsOf(campaignId)).toEqual({ raisedMinor: 100_050, donorCount: 3 });
  });

  it('refuses an unknown campaign, a fraction of a minor unit and a donor both new and gone', async () => {
    const campaignId = await insertCampaign();
    await expect(
      addGiftToCampaignTotals(database.db, {
        campaignId: randomUUID(),
        amountMinor: 100,
        newDonor: true,
      }),
    ).rejects.toThrow(/No campaign/);
    await expect(
      addGiftToCampaignTotals(database.db, { campaignId, amountMinor: 25.5, newDonor: true }),
    ).rejects.toThrow(/whole minor units/);
    await expect(
      addGiftToCampaignTotals(database.db, {
        campaignId,
        amountMinor: -100,
        newDonor: true,
        donorLeft: true,
      }),
    ).rejects.toThrow(/both/);
    expect(await totalsOf(campaignId)).toEqual({ raisedMinor: 100_050, donorCount: 3 });
  });
});
