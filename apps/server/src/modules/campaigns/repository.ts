import type { FeaturedCampaign } from '@givecrowd/shared/campaigns/campaigns-api';
import { fundedPercentage } from '@givecrowd/shared/campaigns/funded-percentage';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { campaigns, organizations } from '@/db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Live featured campaigns first, then the closest to their goal. */
export async function listFeaturedCampaigns(
  db: Database,
  { limit, now = new Date() }: { limit: number; now?: Date },
): Promise<FeaturedCampaign[]> {
  const rows = await db
    .select({
      slug: campaigns.slug,
      title: campaigns.title,
      asset: campaigns.asset,
      category: campaigns.category,
      currency: campaigns.currency,
      goal: campaigns.goal,
      raised: campaigns.raised,
      endsAt: campaigns.endsAt,
      organizationName: organizations.name,
    })
    .from(campaigns)
    .innerJoin(organizations, eq(organizations.id, campaigns.organizationId))
    .where(sql`${campaigns.endsAt} > ${now.toISOString()}`)
    .orderBy(desc(campaigns.isFeatured), desc(sql`${campaigns.raised}::float / ${campaigns.goal}`))
    .limit(limit);
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    asset: row.asset,
    organization_name: row.organizationName,
    category: row.category,
    goal: row.goal,
    raised: row.raised,
    currency: row.currency,
    percentage: fundedPercentage(row),
    remaining_days: Math.max(0, Math.ceil((row.endsAt.getTime() - now.getTime()) / DAY_MS)),
  }));
}
