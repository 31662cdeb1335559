import { createElement } from 'react';
import { NotFoundPage } from '@/components/status-page/not-found-page';
import { campaignQueryOptions } from '@/features/campaign/api/get-campaign';
import { CampaignPage } from '@/features/campaign/components/campaign-page';
import type { PublicPage } from './public-page';

function CampaignRoutePage() {
  return createElement(CampaignPage, { notFound: createElement(NotFoundPage) });
}

/**
 * `/campaign/{slug}` (docs/product/public-pages.md#the-campaign-page); 'Page not found' with 404
 * when no public campaign has the slug.
 */
export const campaignPage: PublicPage = {
  Component: CampaignRoutePage,
  prefetch: (queryClient, { params }) =>
    queryClient.prefetchQuery(campaignQueryOptions(params.slug ?? '')),
};
