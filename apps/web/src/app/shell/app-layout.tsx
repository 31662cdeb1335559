import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer';
import { readAppHosts, shouldShowFooter } from './footer-host';
import { NavBar } from './nav-bar';

export function AppLayout() {
  const showFooter = shouldShowFooter(window.location.hostname, readAppHosts(document));
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <NavBar />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      {showFooter && <Footer />}
      <ScrollRestoration />
    </Box>
  );
}
