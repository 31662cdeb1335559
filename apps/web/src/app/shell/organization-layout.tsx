import { Box } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { hostSiteQueryOptions } from '@/app/host/host-site-query';
import { OrganizationNotFoundPage } from '@/app/host/organization-not-found-page';
import { useHostSite } from '@/app/host/use-host-organization';
import { PageLoader } from '@/app/pages/page-loader';
import { useAnalyticsTag } from '@/features/site/analytics-tag';
import { SiteNav } from '@/features/site/components/site-nav';
import { PageLayout } from './app-layout';

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
