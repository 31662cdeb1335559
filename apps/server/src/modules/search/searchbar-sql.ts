import { type SQL, sql } from 'drizzle-orm';
import { campaigns, fundedRatio, organizations, searchTerms } from '@/db/schema.ts';
import { isPublicOrganization } from './public-organization-sql.ts';

/**
 * The statements of the search bar (docs/product/search-and-discovery.md#the-search-bar-call). The
 * route runs them, and so does the bench's bare server, to compare like with like.
 */

/** One row per word that no word of the vocabulary begins with: its closest word, if any. */
export type SpellingRow = { word: string; closest: string | null };

/**
 * For each word: nothing when some title or name word begins with it; otherwise the closest
 * word of the vocabulary by trigram similarity (pg_trgm's `%`, at least 0.3), served by the
 * vocabulary's trigram index. Words hold only letters, digits and marks, so `word || '%'` is a
 * prefix pattern and nothing else.
 */
export function spellingsSql(words: readonly string[]): SQL {
  const list = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  return sql`
    select input.word, (
      select ${searchTerms.term} from ${searchTerms}
      where ${searchTerms.term} % input.word
      order by similarity(${searchTerms.term}, input.word) desc, ${searchTerms.term}
      limit 1
    ) as closest
    from unnest(array[${list}]::text[]) as input(word)
    where not exists (
      select 1 from ${searchTerms} where ${searchTerms.term} like input.word || '%'
    )`;
}

/** The answer of one statement: the total and the page's rows. */
export type SearchRow = {
  total: number;
  results: {
    type: 'org' | 'cam';
    slug: string;
    title: string;
    asset: string | null;
    goal: number;
    raised: number;
    /** JSON text of a timestamp; null for organizations. */
    ends_at: string | null;
  }[];
};

/** `relevance` (0, 1 or 2) is written into the statement: a parameter in a select list has no type. */
const campaignColumns = (relevance: 0 | 1 | 2) => sql`
  'cam' as type, ${sql.raw(String(relevance))} as relevance, ${campaigns.slug} as slug,
  ${campaigns.title} as title, ${campaigns.asset} as asset, ${campaigns.goal}::float8 as goal,
  ${campaigns.raised}::float8 as raised, ${campaigns.endsAt} as ends_at,
  ${campaigns.donorCount} as donor_count, ${fundedRatio(campaigns)} as funded_ratio,
  ${campaigns.createdAt} as created_at`;

/** Most donors first, then the largest share of the goal, then the newest. */
const activityOrder = sql`${campaigns.donorCount} desc, ${fundedRatio(campaigns)} desc,
  ${campaigns.createdAt} desc, ${campaigns.slug}`;
/** The same order over the columns of campaignColumns. */
const rankOrder = sql`relevance desc, donor_count desc, funded_ratio desc, created_at desc, slug`;

const publicCampaigns = sql`${campaigns}
  join ${organizations} on ${organizations.id} = ${campaigns.organizationId}
  where ${isPublicOrganization}`;

/** The page's rows in their order, as one JSON array; `ranked` has the columns above. */
const pageJson = (ranked: SQL, { limit, offset }: Paging) => sql`(
  select coalesce(json_agg(page order by ${rankOrder}), '[]')
  from (select * from (${ranked}) as ranked order by ${rankOrder} limit ${limit} offset ${offset})
    as page
)`;

type Paging = { limit: number; offset: number };

/**
 * A query's total and page (docs/product/search-and-discovery.md#ranking): organizations whose
 * name matches (newest first), then campaigns whose title matches, then the other campaigns of
 * the matching categories, both by activity. The titles that match are read twice, once counted
 * and once for their best; a category's campaigns are counted from campaigns_category_idx alone
 * and read in its order, so only as many as the page needs.
 */
export function searchSql({
  tsquery,
  categories,
  limit,
  offset,
}: { tsquery: string; categories: readonly string[] } & Paging): SQL {
  const query = sql`to_tsquery('simple', ${tsquery})`;
  const titleMatches = sql`${campaigns.searchVector} @@ ${query}`;
  const organizationMatches = sql`to_tsvector('simple', ${organizations.name}) @@ ${query}`;
  const depth = limit + offset;
  const categoryList = sql`array[${sql.join(
    categories.map((name) => sql`${name}`),
    sql`, `,
  )}]::text[]`;
  // The campaigns of the categories, plus the titles that match outside them.
  const campaignTotal =
    categories.length === 0
      ? sql`(select count(*) from ${publicCampaigns} and ${titleMatches})::int`
      : sql`(select count(*) filter (where not ${campaigns.category} = any(${categoryList}))
            from ${publicCampaigns} and ${titleMatches})::int
          + (select count(*) from ${publicCampaigns}
            and ${campaigns.category} = any(${categoryList}))::int`;
  const categoryGroups = categories.map(
    (name) => sql`union all
      (select ${campaignColumns(1)} from ${publicCampaigns}
        and ${campaigns.category} = ${name} and not ${titleMatches}
        order by ${activityOrder} limit ${depth})`,
  );
  return sql`
    select
      ${campaignTotal}
      + (select count(*) from ${organizations}
          where ${isPublicOrganization} and ${organizationMatches})::int as total,
      ${pageJson(
        sql`(select 'org' as type, 3 as relevance, ${organizations.slug} as slug,
            ${organizations.name} as title, ${organizations.logo} as asset, 0::float8 as goal,
            0::float8 as raised, null::timestamptz as ends_at, 0 as donor_count,
            0::float8 as funded_ratio, ${organizations.createdAt} as created_at
          from ${organizations}
          where ${isPublicOrganization} and ${organizationMatches}
          order by ${organizations.createdAt} desc, ${organizations.slug}
          limit ${depth})
        union all
          (select ${campaignColumns(2)} from ${publicCampaigns} and ${titleMatches}
          order by ${activityOrder} limit ${depth})
        ${sql.join(categoryGroups, sql` `)}`,
        { limit, offset },
      )} as results`;
}

/**
 * The empty query: every public campaign, the most active first. It sorts them all, which is why
 * its answers are cached (docs/product/search-and-discovery.md#caching).
 */
export function mostActiveSql({ limit, offset }: Paging): SQL {
  return sql`
    select
      (select count(*) from ${publicCampaigns})::int as total,
      ${pageJson(
        sql`select ${campaignColumns(0)} from ${publicCampaigns}
          order by ${activityOrder} limit ${limit + offset}`,
        { limit, offset },
      )} as results`;
}
