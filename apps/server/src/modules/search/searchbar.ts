import type { SearchResult, searchbarResponseSchema } from '@givecrowd/shared/search/search-api';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/db/client.ts';
import { categories } from '@/db/schema.ts';
import { toCampaignCard } from '@/modules/campaigns/index.ts';
import { englishWordsFor } from './hindi-words.ts';
import type { ListCache } from './list-cache.ts';
import {
  indexedWords,
  isCorrectable,
  matchCategories,
  searchWords,
  toPrefixQuery,
} from './search-words.ts';
import {
  mostActiveSql,
  type SearchRow,
  type SpellingRow,
  searchSql,
  spellingsSql,
} from './searchbar-sql.ts';

export type SearchbarAnswer = z.infer<typeof searchbarResponseSchema>['data'];

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

/**
 * At most this many matches are counted (`orgData`) and can be paged to
 * (docs/product/search-and-discovery.md#how-much-a-search-reads).
 */
const SEARCH_MATCHES_MAX = 1000;

/** A whole word as the vocabulary holds it: anything else is never put into a query. */
const VOCABULARY_WORD = /^[\p{L}\p{N}\p{M}]+$/u;

/**
 * How long an answer is kept, and how many are (docs/product/search-and-discovery.md#caching).
 * Writes that may change an answer empty the cache at once.
 */
export const SEARCHBAR_CACHE = { ttlMs: 30_000, maxEntries: 20_000 };

const NOTHING_FOUND: SearchbarAnswer = { data: [], orgData: 0, allCategory: [] };

type SearchbarRequest = { query: string; now: Date } & Paging;

/**
 * The search bar (docs/product/search-and-discovery.md#the-search-bar-call): organizations and
 * campaigns whose name or title has every word of the query at the start of one of its words, a
 * misspelt word standing for the closest word titles and names use; then campaigns of the
 * categories that match. A query without a single word finds nothing; the empty query answers the
 * most active campaigns. Answers are kept in `cache` under the query's words and the page, so
 * queries that differ only in case, punctuation or spacing share one.
 */
export function createSearchbar({
  run,
  cache,
  cap = SEARCH_MATCHES_MAX,
}: {
  run: RunStatement;
  cache: ListCache;
  /** Counted and served matches at most; tests lower it to read both ways of ranking titles. */
  cap?: number;
}): (request: SearchbarRequest) => Promise<SearchbarAnswer> {
  const categoryNames = () =>
    cache.read(JSON.stringify(['categories']), () => readCategoryNames(run));
  return ({ query, page, limit, now }) => {
    const paging = withinCap({ page, limit }, cap);
    if (query === '') {
      return cache.read(JSON.stringify(['searchbar', page, limit]), async () => {
        const [row] = await run(mostActiveSql({ ...paging, cap }));
        return toAnswer(row as SearchRow, now);
      });
    }
    const words = searchWords(query);
    if (words.length === 0) return Promise.resolve(NOTHING_FOUND);
    return cache.read(JSON.stringify(['searchbar', words, page, limit]), async () => {
      const spellings = (await spellWords(run, cache, words)).map((spelled, index) => [
        ...spelled,
        ...englishWordsFor(words[index] ?? ''),
      ]);
      const matched = matchCategories(await categoryNames(), spellings);
      const [row] = await run(
        searchSql({
          tsquery: toPrefixQuery(spellings),
          indexTsquery: toPrefixQuery(indexedWords(spellings)),
          categories: matched,
          ...paging,
          cap,
        }),
      );
      return toAnswer(row as SearchRow, now, matched.toSorted().slice(0, CATEGORY_MATCHES_MAX));
    });
  };
}

/**
 * Every category's name: the search matches them in memory, they are so few. Kept in the search's
 * cache like an answer, so they are read again after a change is announced.
 */
async function readCategoryNames(run: RunStatement): Promise<string[]> {
  const rows = await run(sql`select ${categories.name} as name from ${categories}`);
  return (rows as { name: string }[]).map((row) => row.name);
}

/** The page's rows among the first `cap` matches: none past them. */
function withinCap({ page, limit }: Paging, cap: number): { limit: number; offset: number } {
  const offset = (page - 1) * limit;
  return offset >= cap ? { limit: 0, offset: 0 } : { limit: Math.min(limit, cap - offset), offset };
}

/**
 * Each word's spellings: as typed, or the closest word of the vocabulary when none begins so. A
 * word's spelling is kept in `cache` like an answer (only a new title or name, which empties the
 * cache, can change it); the words not kept are looked up together, in one statement.
 */
function spellWords(run: RunStatement, cache: ListCache, words: string[]): Promise<string[][]> {
  const asked: string[] = [];
  let closest: Promise<Map<string, string | null>> | undefined;
  const lookUp = async (word: string): Promise<string> => {
    asked.push(word);
    // Every word of this search asks before the statement runs, a microtask later.
    closest ??= Promise.resolve().then(async () => {
      const rows = (await run(spellingsSql(asked))) as SpellingRow[];
      return new Map(rows.map((row) => [row.word, row.closest]));
    });
    const replacement = (await closest).get(word);
    return replacement && VOCABULARY_WORD.test(replacement) ? replacement : word;
  };
  return Promise.all(
    words.map(async (word) => [
      isCorrectable(word)
        ? await cache.read(JSON.stringify(['spelling', word]), () => lookUp(word))
        : word,
    ]),
  );
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
    {
      goalMinor: result.goal_minor,
      raisedMinor: result.raised_minor,
      endsAt: new Date(result.ends_at),
    },
    now,
  );
  return { ...base, percentage: card.percentage, remaining_days: card.remaining_days };
}
