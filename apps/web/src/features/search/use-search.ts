import type { SearchResult } from '@givecrowd/shared/search/search-api';
import { useEffect, useState } from 'react';
import { useSearchProjects } from './api/search-projects';

/** How long typing must pause before the overlay asks the server. */
const SEARCH_DEBOUNCE_MS = 250;

type SearchAnswer = NonNullable<ReturnType<typeof useSearchProjects>['data']>;

/**
 * The query sent for `text`: after a pause in typing, except that clearing the input resets at
 * once (and typing again never brings back the query before).
 */
function useDebouncedQuery(text: string) {
  const [query, setQuery] = useState('');
  const trimmed = text.trim();
  useEffect(() => {
    if (trimmed === '') {
      setQuery('');
      return;
    }
    const timer = setTimeout(() => setQuery(trimmed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);
  return { query, sendNow: () => setQuery(trimmed) };
}

/** One result per organization or campaign, even if paging overlapped while results changed. */
function uniqueResults(answer: SearchAnswer | undefined): SearchResult[] {
  const seen = new Set<string>();
  return (answer?.pages ?? [])
    .flatMap((page) => page.data)
    .filter((result) => {
      const key = `${result.type}/${result.slug}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * What the overlay shows for the typed `text`: the matching categories and projects, and whether
 * 'See More' has more to add. A failed search leaves the last answer on screen
 * (docs/product/search-and-discovery.md#the-search-overlay).
 */
export function useSearch(text: string) {
  const { query, sendNow } = useDebouncedQuery(text);
  const search = useSearchProjects(query);
  const [lastAnswer, setLastAnswer] = useState<SearchAnswer>();
  useEffect(() => {
    if (search.data) setLastAnswer(search.data);
  }, [search.data]);

  const answer = search.data ?? lastAnswer;
  return {
    hasAnswer: answer !== undefined,
    categories: answer?.pages[0]?.allCategory ?? [],
    results: uniqueResults(answer),
    canSeeMore: search.hasNextPage && !search.isPlaceholderData,
    seeMore: () => void search.fetchNextPage(),
    isSeeingMore: search.isFetchingNextPage,
    isSearching: search.isFetching && !search.isFetchingNextPage,
    sendNow,
  };
}
