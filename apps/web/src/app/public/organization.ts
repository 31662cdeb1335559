import { createElement } from 'react';
import { NotFoundPage } from '@/components/status-page/not-found-page';
import { publicOrganizationSiteQueryOptions } from '@/features/site/api/get-public-organization-site';
import { PublicOrganizationPage } from '@/features/site/components/public-organization-page';
import type { PublicPage } from './public-page';

function OrganizationPage() {
  return createElement(PublicOrganizationPage, { notFound: createElement(NotFoundPage) });
}

/**
 * `/organization/{slug}` (docs/product/public-pages.md#the-organization-page); 'Page not found'
 * with 404 when no public organization has the slug.
 */
export const organizationPage: PublicPage = {
  Component: OrganizationPage,
  prefetch: (queryClient, { params }) =>
    queryClient.prefetchQuery(publicOrganizationSiteQueryOptions(params.slug ?? '')),
};
