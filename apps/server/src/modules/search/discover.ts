import type {
  discoverQuerySchema,
  discoverResponseSchema,
  OrganizationCard,
} from '@givecrowd/shared/search/search-api';
import type { z } from 'zod';
import { toCampaignCard } from '@/modules/campaigns/index.ts';
import {
  type DiscoverCampaignRow,
  type DiscoverOrganizationRow,
  type DiscoverPageRow,
  type DiscoverTotalRow,
  discoverCampaignsSql,
  discoverCampaignTotalSql,
  discoverOrganizationsSql,
  discoverOrganizationTotalSql,
} from './discover-sql.ts';
import type { ListCache } from './list-cache.ts';
import type { RunStatement } from './searchbar.ts';

type DiscoverAnswer = z.infer<typeof discoverResponseSchema>['data'];

type DiscoverRequest = z.output<typeof discoverQuerySchema>;

/**
 * One page of /discover (docs/product/search-and-discovery.md#the-discover-call). The total, the
 * costly part, is kept in `cache`, so the other pages and sorts of the same list share it.
 */
export async function discover({
  run,
  request,
  now,
  cache,
}: {
  run: RunStatement;
  request: DiscoverRequest;
  now: Date;
  cache: ListCache;
}): Promise<DiscoverAnswer> {
  const { tab, sort, page, limit } = request;
  const category = request.category || undefined;
  const offset = (page - 1) * limit;
  const liveOnly = tab === 'campaigns' && sort === 'Ending soon';
  const totalKey = JSON.stringify(['discover-total', tab, category?.toLowerCase(), liveOnly]);
  const total = cache.read(totalKey, async () => {
    const [row] = await run(
      tab === 'organizations'
        ? discoverOrganizationTotalSql({ category })
        : discoverCampaignTotalSql({ category, liveAt: liveOnly ? now : undefined }),
    );
    return (row as DiscoverTotalRow).total;
  });
  if (tab === 'organizations') {
    const [row] = await run(discoverOrganizationsSql({ sort, category, now, limit, offset }));
    const { results } = row as DiscoverPageRow<DiscoverOrganizationRow>;
    return {
      tab,
      campaigns: [],
      organizations: results.map(toOrganizationCard),
      total: await total,
      page,
    };
  }
  const [row] = await run(discoverCampaignsSql({ sort, category, now, limit, offset }));
  const { results } = row as DiscoverPageRow<DiscoverCampaignRow>;
  return {
    tab,
    campaigns: results.map((campaign) => toCampaign(campaign, now)),
    organizations: [],
    total: await total,
    page,
  };
}

/** The row holds the sort's columns too: only the card's are copied. */
function toCampaign(row: DiscoverCampaignRow, now: Date) {
  const { slug, title, asset, organization_name, category, goal_minor, raised_minor, currency } =
    row;
  return toCampaignCard(
    {
      slug,
      title,
      asset,
      organization_name,
      category,
      goalMinor: goal_minor,
      raisedMinor: raised_minor,
      currency,
      endsAt: new Date(row.ends_at),
    },
    now,
  );
}

function toOrganizationCard(row: DiscoverOrganizationRow): OrganizationCard {
  const { slug, name, logo, country_code, campaign_count } = row;
  return {
    slug,
    name,
    logo,
    country_code,
    categories: categoryNames(row.categories),
    campaign_count,
  };
}

/** The names of the wizard's `organization_categories` ([{name}]); anything else is skipped. */
function categoryNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) =>
    typeof item === 'object' && item !== null && 'name' in item && typeof item.name === 'string'
      ? [item.name]
      : [],
  );
}
