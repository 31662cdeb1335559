import { categoriesQueryOptions } from '@/api/get-categories';
import { featuredCampaignsQueryOptions } from '@/features/home/api/get-featured-campaigns';
import { HomePage } from '@/features/home/components/home-page';
import type { PublicPage } from './public-page';

/** `/` on the platform (docs/product/routes-and-screens.md#home-page). */
export const homePage: PublicPage = {
  Component: HomePage,
  prefetch: (queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(featuredCampaignsQueryOptions),
      queryClient.prefetchQuery(categoriesQueryOptions),
    ]),
};
