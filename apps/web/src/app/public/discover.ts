import { categoriesQueryOptions } from '@/api/get-categories';
import { discoverQueryOptions } from '@/features/discover/api/get-discover';
import { DiscoverPage } from '@/features/discover/components/discover-page';
import { readDiscoverParams } from '@/features/discover/discover-params';
import type { PublicPage } from './public-page';

/** `/discover` (docs/product/search-and-discovery.md#discover), with the cards its address asks for. */
export const discoverPage: PublicPage = {
  Component: DiscoverPage,
  prefetch: (queryClient, { request }) =>
    Promise.all([
      queryClient.prefetchQuery(
        discoverQueryOptions(readDiscoverParams(new URL(request.url).searchParams)),
      ),
      queryClient.prefetchQuery(categoriesQueryOptions),
    ]),
};
