import type { OrganizationSite } from '@givecrowd/shared/organization/site-api';
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

type PageLayoutProps = {
  /** The organization whose host this is; null on the platform, or when its site failed to load. */
  organization: OrganizationSite | null;
  /** The organization's page links for the bar. */
  siteNav?: ReactNode;
  /** Only the platform's own hosts have the footer (docs/product/routes-and-screens.md#footer). */
  withFooter: boolean;
};

/** The header, the page and, on the platform, the footer. */
export function PageLayout({ organization, siteNav, withFooter }: PageLayoutProps) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <NavBar organization={organization} siteNav={siteNav} />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      {withFooter && <Footer />}
      <ScrollRestoration />
    </Box>
  );
}

/**
 * The layout of the platform's own hosts. An organization's host has its own
 * (`organization-layout.tsx`), loaded only there.
 */
export function AppLayout() {
  return <PageLayout organization={null} withFooter />;
}
