import { CAMPAIGN_TEMPLATES } from '@/db/seed/campaign-templates.ts';
import { CATEGORY_NAMES } from '@/db/seed/categories.ts';
import { DEMO_CITIES } from '@/db/seed/demo-organizations.ts';
import { createRandom } from '@/db/seed/random.ts';
import { searchWords } from '@/modules/search/index.ts';

/**
 * What the search bar is asked under load (docs/product/search-and-discovery.md#figures): many
 * different searches, a few of them asked often and most of them rarely, as people search a
 * site. Built from the words of the bench's campaign titles, cities and categories, as typed:
 * whole words, words cut short while typing, misspelt words, two words, capitalised, and the
 * next pages of some.
 */

/** How many different searches the mix holds, at most. */
const DISTINCT_SEARCHES = 10_000;
/** Zipf's exponent: the k-th most asked search is asked 1/k as often as the first. */
const ZIPF_EXPONENT = 1;
const SEED = 13;

export type SearchbarMix = {
  /** Every different search, the most asked first. */
  searches: string[];
  /** Every different path (a search and its page), the most asked first. */
  paths: string[];
  /** The paths asked, in order, drawn by popularity: indexes into `paths`. */
  order: number[];
};

export function searchbarPath(query: string, page: number): string {
  return `/api/organization/searchbar?${new URLSearchParams({ query, page: String(page), limit: '4' })}`;
}

/** The answer a server keeps for a path: searches that differ only in case or spacing share one. */
export function searchKey(path: string): string {
  const params = new URL(path, 'http://bench').searchParams;
  return JSON.stringify([searchWords(params.get('query') ?? ''), params.get('page')]);
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+/gu) ?? [];
}

/** Every search a person might type, once each, in no particular order. */
function candidateSearches(): string[] {
  const titles = Object.values(CAMPAIGN_TEMPLATES).flatMap((templates) =>
    templates.map((template) => template.title.replace(/\{n\}|\{city\}/g, ' ')),
  );
  const cities = Object.values(DEMO_CITIES).flat();
  const words = [
    ...new Set(
      [...titles, ...cities, ...CATEGORY_NAMES].flatMap(wordsOf).filter((word) => word.length > 2),
    ),
  ];
  const searches = new Set<string>();
  for (const word of words) {
    searches.add(word);
    searches.add(word[0]?.toUpperCase() + word.slice(1));
    // Cut short while typing.
    for (let length = 3; length < word.length; length++) searches.add(word.slice(0, length));
    if (word.length >= 5) {
      // A letter left out, and two letters swapped.
      searches.add(word.slice(0, 2) + word.slice(3));
      searches.add(word.slice(0, 1) + word[2] + word[1] + word.slice(3));
    }
  }
  for (const title of titles) {
    const titleWords = wordsOf(title);
    for (let index = 1; index < titleWords.length; index++) {
      searches.add(`${titleWords[index - 1]} ${titleWords[index]}`);
    }
    // What a title is about, and where.
    const longest = titleWords.toSorted((a, b) => b.length - a.length).slice(0, 2);
    for (const word of longest) {
      for (const city of cities) searches.add(`${word} ${city}`);
    }
  }
  return [...searches];
}

/**
 * The mix: DISTINCT_SEARCHES searches in a random order of popularity, one in five followed by
 * its page 2 ("See More"), and `length` paths drawn from them by Zipf's law.
 */
export function buildSearchbarMix(length: number): SearchbarMix {
  const random = createRandom(SEED);
  const searches = random.shuffle(candidateSearches()).slice(0, DISTINCT_SEARCHES);
  const paths = searches.flatMap((query, index) =>
    index % 5 === 4
      ? [searchbarPath(query, 1), searchbarPath(query, 2)]
      : [searchbarPath(query, 1)],
  );
  const weights = paths.map((_, rank) => 1 / (rank + 1) ** ZIPF_EXPONENT);
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) {
    total += weight;
    cumulative.push(total);
  }
  const order = Array.from({ length }, () => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  });
  return { searches, paths, order };
}
