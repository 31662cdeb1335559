import { SITE_PREVIEW_PARAMETER } from '@givecrowd/shared/organization/site-api';
import { Box } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { OrganizationNotFoundPage } from '@/app/host/organization-not-found-page';
import { useHostSite } from '@/app/host/use-host-organization';
import { PageLoader } from '@/app/pages/page-loader';
import { useAnalyticsTag } from '@/features/site/analytics-tag';
import { organizationSiteQueryOptions } from '@/features/site/api/get-organization-site';
import { ANONYMOUS_READER } from '@/features/site/api/reader';
import { SiteNav } from '@/features/site/components/site-nav';
import { PageLayout } from './app-layout';

/**
 * The site of `hostname` as a visitor of `url` sees it: the public site, or the preview its
 * address carries (docs/product/organization-sites.md#the-call).
 */
export function hostSiteQueryOptions(hostname: string, url: URL) {
  const preview = url.searchParams.get(SITE_PREVIEW_PARAMETER);
  return organizationSiteQueryOptions(hostname, { ...ANONYMOUS_READER, preview });
}

/** Every page of an organization's host shows its site's header: the site is asked first. */
export function prefetchHostSite(hostname: string) {
  return (queryClient: QueryClient, { request }: LoaderFunctionArgs) =>
    queryClient.prefetchQuery(hostSiteQueryOptions(hostname, new URL(request.url)));
}

/**
 * The layout of an organization's host (docs/product/routes-and-screens.md#organization-sites):
 * its header, without the footer; only 'Organization not found' when no organization has the host.
 */
export function OrganizationLayout() {
  const site = useHostSite();
  const organization = site.kind === 'organization' ? site.organization : null;
  useAnalyticsTag(organization?.analytics_id ?? null);
  if (site.kind === 'loading') return <PageLoader />;
  if (site.kind === 'not-found') {
    return (
      <Box component="main" mih="100dvh">
        <OrganizationNotFoundPage host={site.host} />
      </Box>
    );
  }
  return (
    <PageLayout
      organization={organization}
      siteNav={organization && <SiteNav pages={organization.pages} layout="bar" />}
      withFooter={false}
    />
  );
}
