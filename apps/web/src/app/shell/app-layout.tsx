import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { OrganizationNotFoundPage } from '@/app/host/organization-not-found-page';
import { useHostSite } from '@/app/host/use-host-organization';
import { PageLoader } from '@/app/pages/page-loader';
import { useAnalyticsTag } from '@/features/site/analytics-tag';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

export function AppLayout() {
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
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <NavBar organization={organization} />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      {site.kind === 'platform' && <Footer />}
      <ScrollRestoration />
    </Box>
  );
}
