import { SEARCH_PAGE_SIZE } from '@givecrowd/shared/constants';
import { searchbarResponseSchema } from '@givecrowd/shared/search/search-api';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

async function searchProjects(query: string, page: number, signal: AbortSignal) {
  const params = new URLSearchParams({
    query,
    page: String(page),
    limit: String(SEARCH_PAGE_SIZE),
  });
  const path = `/api/organization/searchbar?${params.toString()}`;
  return (await apiFetch(path, { schema: searchbarResponseSchema, signal })).data;
}

/**
 * The overlay's results for `query`, a page of 4 at a time
 * (docs/product/search-and-discovery.md#the-search-overlay). Keyed by the query, so an answer only ever lands under the text it was asked for: an older
 * answer arriving late cannot replace a newer one. A query nobody shows is dropped at once, so
 * coming back to it (clearing the input) starts again from its first page. A failure is only
 * logged; the overlay keeps what it showed.
 */
const searchQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['search', query],
    queryFn: ({ pageParam, signal }) => searchProjects(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((count, page) => count + page.data.length, 0);
      return lastPage.data.length > 0 && loaded < lastPage.orgData ? pages.length + 1 : undefined;
    },
    gcTime: 0,
    retry: false,
    meta: { errorBanner: false, logError: true },
  });

/** While the next query loads, the previous answer stays on screen. */
export function useSearchProjects(query: string) {
  return useInfiniteQuery({ ...searchQueryOptions(query), placeholderData: keepPreviousData });
}
