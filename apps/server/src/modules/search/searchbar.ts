import type { SearchResult, searchbarResponseSchema } from '@givecrowd/shared/search/search-api';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/db/client.ts';
import { categories } from '@/db/schema.ts';
import { toCampaignCard } from '@/modules/campaigns/repository.ts';
import { isCorrectable, matchCategories, searchWords, toPrefixQuery } from './search-words.ts';
import {
  mostActiveSql,
  type SearchRow,
  type SpellingRow,
  searchSql,
  spellingsSql,
} from './searchbar-sql.ts';

type SearchbarAnswer = z.infer<typeof searchbarResponseSchema>['data'];

type Paging = { page: number; limit: number };

/**
 * Runs one statement and answers its rows: on the app's database, or on a bare pg pool in the
 * bench, which compares the app with a minimal server running the same statements.
 */
export type RunStatement = (statement: SQL) => Promise<unknown[]>;

export const runOn =
  (db: Database): RunStatement =>
  async (statement) =>
    (await db.execute(statement)).rows;

/** At most this many matching categories are answered. */
const CATEGORY_MATCHES_MAX = 8;

/** A whole word as the vocabulary holds it: anything else is never put into a query. */
const VOCABULARY_WORD = /^[\p{L}\p{N}\p{M}]+$/u;

/**
 * The search bar (docs/product/search-and-discovery.md#the-search-bar-call): organizations and
 * campaigns whose name or title has every word of the query at the start of one of its words, a
 * misspelt word standing for the closest word titles and names use; then campaigns of the
 * categories that match. A query without a single word finds nothing.
 */
export async function searchCatalog({
  run,
  query,
  categoryNames,
  page,
  limit,
  now,
}: {
  run: RunStatement;
  query: string;
  /** Every category's name. */
  categoryNames: readonly string[];
  now: Date;
} & Paging): Promise<SearchbarAnswer> {
  const words = searchWords(query);
  if (words.length === 0) return { data: [], orgData: 0, allCategory: [] };
  const spellings = await spellWords(run, words);
  const matched = matchCategories(categoryNames, spellings);
  const [row] = await run(
    searchSql({
      tsquery: toPrefixQuery(spellings),
      categories: matched,
      limit,
      offset: (page - 1) * limit,
    }),
  );
  return toAnswer(row as SearchRow, now, matched.toSorted().slice(0, CATEGORY_MATCHES_MAX));
}

/** Every category's name: the search matches them in memory, they are so few. */
export async function listCategoryNames(run: RunStatement): Promise<string[]> {
  const rows = await run(sql`select ${categories.name} as name from ${categories}`);
  return (rows as { name: string }[]).map((row) => row.name);
}

/** The empty query: the most active public campaigns. */
export async function listMostActive({
  run,
  page,
  limit,
  now,
}: { run: RunStatement; now: Date } & Paging): Promise<SearchbarAnswer> {
  const [row] = await run(mostActiveSql({ limit, offset: (page - 1) * limit }));
  return toAnswer(row as SearchRow, now);
}

/** Each word's spellings: as typed, or the closest word of the vocabulary when none begins so. */
async function spellWords(run: RunStatement, words: string[]): Promise<string[][]> {
  const correctable = words.filter(isCorrectable);
  const rows =
    correctable.length === 0 ? [] : ((await run(spellingsSql(correctable))) as SpellingRow[]);
  const closest = new Map(rows.map((row) => [row.word, row.closest]));
  return words.map((word) => {
    const replacement = closest.get(word);
    return replacement && VOCABULARY_WORD.test(replacement) ? [replacement] : [word];
  });
}

function toAnswer(row: SearchRow, now: Date, categoryNames: string[] = []): SearchbarAnswer {
  return {
    data: row.results.map((result) => toResult(result, now)),
    orgData: row.total,
    allCategory: categoryNames.map((name) => ({ name })),
  };
}

function toResult(result: SearchRow['results'][number], now: Date): SearchResult {
  const base = { type: result.type, slug: result.slug, title: result.title, asset: result.asset };
  if (result.type === 'org' || result.ends_at === null) {
    return { ...base, percentage: 0, remaining_days: 0 };
  }
  const card = toCampaignCard(
    { goal: result.goal, raised: result.raised, endsAt: new Date(result.ends_at) },
    now,
  );
  return { ...base, percentage: card.percentage, remaining_days: card.remaining_days };
}
