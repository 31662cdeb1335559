import type { FeaturedCampaign } from '@givecrowd/shared/campaigns/campaigns-api';
import { fundedPercentage } from '@givecrowd/shared/campaigns/funded-percentage';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { campaigns, organizations } from '@/db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The columns a campaign card shows (on the home page and on an organization's own site). */
export const campaignCardColumns = {
  slug: campaigns.slug,
  title: campaigns.title,
  asset: campaigns.asset,
  category: campaigns.category,
  currency: campaigns.currency,
  goal: campaigns.goal,
  raised: campaigns.raised,
  endsAt: campaigns.endsAt,
};

/** A campaign as its card shows it: the share of its goal raised, and whole days left (0 once ended). */
export function toCampaignCard<Row extends { goal: number; raised: number; endsAt: Date }>(
  { endsAt, ...row }: Row,
  now: Date,
) {
  return {
    ...row,
    percentage: fundedPercentage(row),
    remaining_days: Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS)),
  };
}

/** Live featured campaigns first, then the closest to their goal. */
export async function listFeaturedCampaigns(
  db: Database,
  { limit, now = new Date() }: { limit: number; now?: Date },
): Promise<FeaturedCampaign[]> {
  const rows = await db
    .select({ ...campaignCardColumns, organization_name: organizations.name })
    .from(campaigns)
    .innerJoin(organizations, eq(organizations.id, campaigns.organizationId))
    .where(sql`${campaigns.endsAt} > ${now.toISOString()}`)
    .orderBy(desc(campaigns.isFeatured), desc(sql`${campaigns.raised}::float / ${campaigns.goal}`))
    .limit(limit);
  return rows.map((row) => toCampaignCard(row, now));
}
