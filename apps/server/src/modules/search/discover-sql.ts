import type { DiscoverSort } from '@givecrowd/shared/search/discover-options';
import { type SQL, sql } from 'drizzle-orm';
import {
  campaignEnd,
  campaigns,
  categories,
  fundedRatio,
  magicScore,
  organizations,
} from '@/db/schema.ts';
import { isPublicOrganization } from './public-organization-sql.ts';

/** The statements of /api/discover (docs/product/search-and-discovery.md#the-discover-call). */

type Page = { limit: number; offset: number };

export type DiscoverCampaignRow = {
  slug: string;
  title: string;
  asset: string;
  organization_name: string;
  category: string;
  goal_minor: number;
  raised_minor: number;
  currency: string;
  /** JSON text of a timestamp. */
  ends_at: string;
};

export type DiscoverOrganizationRow = {
  slug: string;
  name: string;
  logo: string | null;
  country_code: string | null;
  /** The draft's `organization_categories`, as the wizard stored it. */
  categories: unknown;
  campaign_count: number;
};

/** A page: its rows as one JSON array. */
export type DiscoverPageRow<Result> = { results: Result[] };
export type DiscoverTotalRow = { total: number };

/** Each sort is the order of one index, so a page reads only its own rows. */
const CAMPAIGN_SORTS: Record<DiscoverSort, { key: SQL; direction: SQL }> = {
  Magic: { key: magicScore(campaigns), direction: sql`desc` },
  Newest: { key: sql`${campaigns.createdAt}`, direction: sql`desc` },
  'Most funded': { key: fundedRatio(campaigns), direction: sql`desc` },
  'Ending soon': { key: sql`${campaigns.endsAt}`, direction: sql`asc` },
};

/** The category of that name, whatever its case; no category matches an unknown name. */
const categoryNamed = (name: string) =>
  sql`(select ${categories.name} from ${categories} where lower(${categories.name}) = lower(${name}))`;

const inPublicCampaigns = sql`${campaigns}
  join ${organizations} on ${organizations.id} = ${campaigns.organizationId}
  where ${isPublicOrganization}`;

const campaignsInCategory = (category: string | undefined) =>
  category ? sql`and ${campaigns.category} = ${categoryNamed(category)}` : sql``;
/** Live: before its end date and not closed early by its owner. */
const isLive = (now: Date) =>
  sql`(${campaigns.endsAt} > ${now.toISOString()} and ${campaigns.closedAt} is null)`;

/** How many public campaigns and events there are (of a category; live ones only). */
export function discoverCampaignTotalSql({
  category,
  liveAt,
}: {
  category: string | undefined;
  /** Counts only the campaigns live at that time. */
  liveAt: Date | undefined;
}): SQL {
  return sql`select count(*)::int as total from ${inPublicCampaigns} ${campaignsInCategory(category)}
    ${liveAt ? sql`and ${isLive(liveAt)}` : sql``}`;
}

/**
 * A page of public campaigns and events, live ones first, each part in the sort's order;
 * 'Ending soon' lists only live ones, the nearest end first.
 */
export function discoverCampaignsSql({
  sort,
  category,
  now,
  limit,
  offset,
}: { sort: DiscoverSort; category: string | undefined; now: Date } & Page): SQL {
  const { key, direction } = CAMPAIGN_SORTS[sort];
  const live = isLive(now);
  const part = (liveNow: boolean) => sql`(
    select ${campaigns.slug} as slug, ${campaigns.title} as title, ${campaigns.asset} as asset,
      ${organizations.name} as organization_name, ${campaigns.category} as category,
      ${campaigns.goalMinor}::float8 as goal_minor, ${campaigns.raisedMinor}::float8 as raised_minor,
      ${campaigns.currency} as currency, ${campaignEnd} as ends_at,
      ${sql.raw(String(liveNow))} as live, ${key} as sort_key
    from ${inPublicCampaigns} ${campaignsInCategory(category)}
      and ${liveNow ? live : sql`not ${live}`}
    order by ${key} ${direction}, ${campaigns.slug}
    limit ${limit + offset})`;
  const parts = sort === 'Ending soon' ? part(true) : sql`${part(true)} union all ${part(false)}`;
  return sql`
    select coalesce(json_agg(page order by live desc, sort_key ${direction}, slug), '[]')
      as results
    from (
      select * from (${parts}) as parts
      order by live desc, sort_key ${direction}, slug
      limit ${limit} offset ${offset}
    ) as page`;
}

const organizationsInCategory = (category: string | undefined) =>
  category
    ? sql`and ${organizations.data} -> 'organization_categories'
        @> jsonb_build_array(jsonb_build_object('name', ${categoryNamed(category)}))`
    : sql``;

/** How many public organizations there are (that chose a category). */
export function discoverOrganizationTotalSql({ category }: { category: string | undefined }): SQL {
  return sql`select count(*)::int as total from ${organizations}
    where ${isPublicOrganization} ${organizationsInCategory(category)}`;
}

/**
 * The order of each sort for organizations, which have no goal or end of their own: 'Newest' the
 * newest first; 'Most funded' the largest share raised of all their campaigns' goals; 'Ending
 * soon' the one whose live campaign ends first (those without one after, most campaigns first);
 * 'Magic' the most campaigns first. The newest, then the slug, break ties.
 */
const ORGANIZATION_ORDERS: Record<DiscoverSort, SQL> = {
  Magic: sql`campaign_count desc, created_at desc, slug`,
  Newest: sql`created_at desc, slug`,
  'Most funded': sql`funded_share desc nulls last, campaign_count desc, created_at desc, slug`,
  'Ending soon': sql`next_end asc nulls last, campaign_count desc, created_at desc, slug`,
};

/** A page of public organizations with how many campaigns each has, in the sort's order. */
export function discoverOrganizationsSql({
  sort,
  category,
  now,
  limit,
  offset,
}: { sort: DiscoverSort; category: string | undefined; now: Date } & Page): SQL {
  const order = ORGANIZATION_ORDERS[sort];
  const ofOrganization = sql`${campaigns.organizationId} = ${organizations.id}`;
  return sql`
    select coalesce(json_agg(page order by ${order}), '[]') as results
    from (
      select ${organizations.slug} as slug, ${organizations.name} as name,
        ${organizations.logo} as logo, ${organizations.countryCode} as country_code,
        ${organizations.data} -> 'organization_categories' as categories,
        (select count(*) from ${campaigns} where ${ofOrganization})::int as campaign_count,
        (select sum(${campaigns.raisedMinor})::float8 / greatest(sum(${campaigns.goalMinor}), 1)
          from ${campaigns} where ${ofOrganization}) as funded_share,
        (select min(${campaigns.endsAt}) from ${campaigns}
          where ${ofOrganization} and ${isLive(now)}) as next_end,
        ${organizations.createdAt} as created_at
      from ${organizations}
      where ${isPublicOrganization} ${organizationsInCategory(category)}
      order by ${order}
      limit ${limit} offset ${offset}
    ) as page`;
}
