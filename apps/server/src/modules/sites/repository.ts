import { toMajorUnits } from '@givecrowd/shared/giving/gift-money';
import type { SiteCampaign, SiteStats } from '@givecrowd/shared/organization/site-api';
import { count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { campaignEnd, campaigns } from '@/db/schema.ts';
import { campaignCardColumns, toCampaignCard } from '@/modules/campaigns/index.ts';

/** The organization's campaigns for its home page: live ones first, newest first within each. */
export async function listSiteCampaigns(
  db: Database,
  { organizationId, limit, now }: { organizationId: string; limit: number; now: Date },
): Promise<SiteCampaign[]> {
  const isLive = sql`${campaignEnd} > ${now.toISOString()}`;
  const rows = await db
    .select(campaignCardColumns)
    .from(campaigns)
    .where(eq(campaigns.organizationId, organizationId))
    .orderBy(desc(isLive), desc(campaigns.createdAt))
    .limit(limit);
  return rows.map((row) => toCampaignCard(row, now));
}

/** Every campaign of the organization counted: how many, their supporters, raised per currency. */
export async function summarizeSiteCampaigns(
  db: Database,
  organizationId: string,
): Promise<SiteStats> {
  const rows = await db
    .select({
      currency: campaigns.currency,
      campaigns: count(),
      supporters: sum(campaigns.donorCount).mapWith(Number),
      raisedMinor: sum(campaigns.raisedMinor).mapWith(Number),
    })
    .from(campaigns)
    .where(eq(campaigns.organizationId, organizationId))
    .groupBy(campaigns.currency)
    .orderBy(desc(sum(campaigns.raisedMinor)));
  return {
    campaigns: rows.reduce((total, row) => total + row.campaigns, 0),
    supporters: rows.reduce((total, row) => total + row.supporters, 0),
    raised: rows.map(({ currency, raisedMinor }) => ({
      currency,
      amount: toMajorUnits(raisedMinor),
    })),
  };
}
