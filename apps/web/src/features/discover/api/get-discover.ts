import { DISCOVER_PAGE_SIZE, discoverResponseSchema } from '@givecrowd/shared/search/search-api';
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
  return (await apiFetch(path, { schema: discoverResponseSchema, signal })).data;
}

/** One page of /discover; a failure is shown in place, with 'Try again'. */
const discoverQueryOptions = (params: DiscoverParams) =>
  queryOptions({
    queryKey: ['discover', params],
    queryFn: ({ signal }) => getDiscover(params, signal),
    meta: { errorBanner: false },
  });

/** While another page or filter loads, the cards shown stay (dimmed) instead of jumping away. */
export function useDiscover(params: DiscoverParams) {
  return useQuery({ ...discoverQueryOptions(params), placeholderData: keepPreviousData });
}
