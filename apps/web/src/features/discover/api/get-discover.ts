import { DISCOVER_PAGE_SIZE } from '@givecrowd/shared/search/discover-options';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscoverParams } from '@/features/discover/discover-params';
import { apiFetch } from '@/lib/api-client';

async function getDiscover({ tab, category, sort, page }: DiscoverParams, signal: AbortSignal) {
  const params = new URLSearchParams({ tab });
  if (category) params.set('category', category);
  params.set('sort', sort);
  params.set('page', String(page));
  params.set('limit', String(DISCOVER_PAGE_SIZE));
  const path = `/api/discover?${params.toString()}`;
  const schema = () =>
    // Loaded with the first call: the server renders the page with this answer.
    import('@givecrowd/shared/search/search-api').then((module) => module.discoverResponseSchema);
  return (await apiFetch(path, { schema, signal })).data;
}

/** One page of /discover; a failure is shown in place, with 'Try again'. */
export const discoverQueryOptions = (params: DiscoverParams) =>
  queryOptions({
    queryKey: ['discover', params],
    queryFn: ({ signal }) => getDiscover(params, signal),
    meta: { errorBanner: false },
  });

/** While another page or filter loads, the cards shown stay (dimmed) instead of jumping away. */
export function useDiscover(params: DiscoverParams) {
  return useQuery({ ...discoverQueryOptions(params), placeholderData: keepPreviousData });
}
