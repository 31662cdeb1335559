import { type SQL, sql } from 'drizzle-orm';
import { campaignEnd, campaigns, fundedRatio, organizations, searchTerms } from '@/db/schema.ts';
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

/** The answer of one statement: the total (at most the cap) and the page's rows. */
export type SearchRow = {
  total: number;
  results: {
    type: 'org' | 'cam';
    slug: string;
    title: string;
    asset: string | null;
    goal_minor: number;
    raised_minor: number;
    /** JSON text of a timestamp; null for organizations. */
    ends_at: string | null;
  }[];
};

/**
 * `limit` rows from `offset`; `depth` (offset + limit) is how many each group reads at most. The
 * caller keeps `depth` within the cap, so no statement reads further than the cap.
 */
type Paging = { limit: number; offset: number };

/** `relevance` (0, 1 or 2) is written into the statement: a parameter in a select list has no type. */
const campaignColumns = (relevance: 0 | 1 | 2) => sql`
  'cam' as type, ${sql.raw(String(relevance))} as relevance, ${campaigns.slug} as slug,
  ${campaigns.title} as title, ${campaigns.asset} as asset,
  ${campaigns.goalMinor}::float8 as goal_minor, ${campaigns.raisedMinor}::float8 as raised_minor,
  ${campaignEnd} as ends_at,
  ${campaigns.donorCount} as donor_count, ${fundedRatio(campaigns)} as funded_ratio,
  ${campaigns.createdAt} as created_at`;

/**
 * Most donors first, then the largest share of the goal, then the newest: the order of
 * campaigns_activity_idx, which also holds every column the search filters on, so a scan in this
 * order filters titles without reading the table.
 */
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

/** How many rows `rows` (a union of `select 1 …`) has, counting no further than `cap`. */
const cappedCount = (rows: SQL, cap: number) =>
  sql`(select count(*)::int from (${rows} limit ${cap}) as counted)`;

/**
 * A query's total and page (docs/product/search-and-discovery.md#ranking): organizations whose
 * name matches (newest first), then campaigns whose title matches, then the other campaigns of
 * the matching categories, both by activity.
 *
 * Only the first `cap` matches are counted and served, so no search reads more than about `cap`
 * campaigns (docs/product/search-and-discovery.md#how-much-a-search-reads). The titles that match
 * are read lazily (`matches`, a materialized CTE: its rows come as its readers ask for them) and
 * counted up to one past the cap. When they are no more than the cap they are sorted for the best;
 * when there are more, the best are read in the order of campaigns_activity_idx, filtered on the
 * index alone, and that scan stops once it has the page (a common word is found every few rows).
 * A category's campaigns are counted from campaigns_category_idx and read in its order.
 */
export function searchSql({
  tsquery,
  indexTsquery,
  categories,
  limit,
  offset,
  cap,
}: {
  tsquery: string;
  /** The words the title index is read with, when not all of them (search-words.ts, indexedWords). */
  indexTsquery: string;
  categories: readonly string[];
  cap: number;
} & Paging): SQL {
  const query = sql`to_tsquery('simple', ${tsquery})`;
  const titleMatches = sql`${campaigns.searchVector} @@ ${query}`;
  // The function form of @@ is never an index condition: it checks the other words on each title.
  const titlesFound =
    indexTsquery === tsquery
      ? titleMatches
      : sql`${campaigns.searchVector} @@ to_tsquery('simple', ${indexTsquery})
        and ts_match_vq(${campaigns.searchVector}, ${query})`;
  const organizationMatches = sql`to_tsvector('simple', ${organizations.name}) @@ ${query}`;
  const depth = limit + offset;
  const categoryList = sql`array[${sql.join(
    categories.map((name) => sql`${name}`),
    sql`, `,
  )}]::text[]`;
  const titleCount = sql`(select n from title_count)`;
  const matchColumns = sql`type, relevance, slug, title, asset, goal_minor, raised_minor, ends_at, donor_count,
    funded_ratio, created_at`;
  // The campaigns of the categories, then the titles that match outside them.
  const campaignRows =
    categories.length === 0
      ? sql`(select 1 from matches)`
      : sql`(select 1 from ${publicCampaigns} and ${campaigns.category} = any(${categoryList}))
        union all (select 1 from matches where not category = any(${categoryList}))`;
  const categoryGroups = categories.map(
    (name) => sql`union all
      (select ${campaignColumns(1)} from ${publicCampaigns}
        and ${campaigns.category} = ${name} and not ${titleMatches}
        order by ${activityOrder} limit ${depth})`,
  );
  return sql`
    with
      matches as materialized (
        select ${campaignColumns(2)}, ${campaigns.category} as category
        from ${publicCampaigns} and ${titlesFound}),
      title_count as (select count(*)::int as n from (select 1 from matches limit ${cap + 1}) as m)
    select
      ${cappedCount(
        sql`(select 1 from ${organizations} where ${isPublicOrganization} and ${organizationMatches})
          union all ${campaignRows}`,
        cap,
      )} as total,
      ${pageJson(
        sql`(select 'org' as type, 3 as relevance, ${organizations.slug} as slug,
            ${organizations.name} as title, ${organizations.logo} as asset, 0::float8 as goal_minor,
            0::float8 as raised_minor, null::timestamptz as ends_at, 0 as donor_count,
            0::float8 as funded_ratio, ${organizations.createdAt} as created_at
          from ${organizations}
          where ${isPublicOrganization} and ${organizationMatches}
          order by ${organizations.createdAt} desc, ${organizations.slug}
          limit ${depth})
        union all
          (select ${matchColumns} from matches where ${titleCount} <= ${cap}
          order by ${rankOrder} limit ${depth})
        union all
          (select ${campaignColumns(2)} from ${campaigns}
          join (select ${campaigns.slug} as best from ${publicCampaigns}
              and ${titleCount} > ${cap} and ${titlesFound}
              order by ${activityOrder} limit ${depth}) as best
            on ${campaigns.slug} = best.best)
        ${sql.join(categoryGroups, sql` `)}`,
        { limit, offset },
      )} as results`;
}

/**
 * The empty query: public campaigns, the most active first, read in the order of
 * campaigns_activity_idx, and counted up to the cap.
 */
export function mostActiveSql({ limit, offset, cap }: Paging & { cap: number }): SQL {
  return sql`
    select
      ${cappedCount(sql`select 1 from ${publicCampaigns}`, cap)} as total,
      ${pageJson(
        sql`select ${campaignColumns(0)} from ${publicCampaigns}
          order by ${activityOrder} limit ${limit + offset}`,
        { limit, offset },
      )} as results`;
}
