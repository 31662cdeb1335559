import type { OrganizationSite } from '@givecrowd/shared/organization/site-api';
import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazySearchOverlay } from '@/features/search/components/lazy-search-overlay';
import { useSearchOverlay } from '@/features/search/use-search-overlay';
import { usePageIsAlive } from '@/hooks/use-page-is-alive';
import { useToken } from '@/lib/use-token';
import { LanguageSelect } from './language-select';
import { LogoLink } from './logo-link';
import { PrimaryAction } from './primary-action';
import { SearchButton } from './search-button';

// Fetched when needed, never with a visitor's first page (docs/product/server-rendering.md#the-home-pages-javascript):
// the account menu once someone is signed in, the drawer when the burger first opens it.
const AccountMenu = lazy(() =>
  import('./account-menu').then((module) => ({ default: module.AccountMenu })),
);
const NavDrawer = lazy(() =>
  import('./nav-drawer').then((module) => ({ default: module.NavDrawer })),
);

/** Holds the account menu's place while its code arrives, so the bar does not shift. */
const ACCOUNT_MENU_SIZE = 34;

/** Runs `run` once it is mounted: after the siblings its Suspense boundary waited for. */
function OnMounted({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * The navigation bar (docs/product/routes-and-screens.md#navigation-bar). Under the `sm`
 * breakpoint (768 px) the entries move to a drawer. On an organization's site the header offers
 * 'Donate' instead of creating an organization — it stays in the bar on small screens too —
 * lists the site's pages (so it folds under `lg`, 1200 px) and shows a discreet 'Sign in' only
 * when the site does
 * (docs/product/organization-sites.md#header). The search overlay opens from its icon and from the
 * keyboard on every page (docs/product/search-and-discovery.md#the-search-overlay).
 */
export function NavBar({
  organization,
  siteNav,
}: {
  organization: OrganizationSite | null;
  /** The organization's page links, on its host. */
  siteNav?: ReactNode;
}) {
  const { t } = useTranslation();
  const token = useToken();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  // The drawer's code arrives with the first tap; it opens once mounted, so that closing it gives
  // the focus back to the burger.
  const [drawerCode, setDrawerCode] = useState<'none' | 'loading' | 'ready'>('none');
  const openLoadedDrawer = useCallback(() => {
    setDrawerCode('ready');
    drawer.open();
  }, [drawer.open]);
  const isAlive = usePageIsAlive();
  const search = useSearchOverlay();
  const fold = organization ? 'lg' : 'sm';
  const showsLogin = organization?.pages.login ?? true;
  // Donate only while the organization takes gifts (docs/product/donations.md#who-can-take-gifts).
  const donates = organization?.accepts_donations ?? false;

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg" h="var(--app-header-height)">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap" miw={0}>
            <LogoLink organization={organization} />
            {siteNav && <Box visibleFrom={fold}>{siteNav}</Box>}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <SearchButton onOpen={search.open} />
            {/* Donate stays in the bar on every screen: it is what a site's visitor came for. */}
            {donates && <PrimaryAction organization={organization} />}
            <Group gap="sm" wrap="nowrap" visibleFrom={fold}>
              <LanguageSelect />
              {!organization && <PrimaryAction organization={null} />}
              {token ? (
                <Suspense fallback={<Box w={ACCOUNT_MENU_SIZE} h={ACCOUNT_MENU_SIZE} />}>
                  <AccountMenu />
                </Suspense>
              ) : (
                showsLogin && (
                  // On an organization's site, a discreet sign-in for its own people.
                  <Button
                    component={Link}
                    to="/auth/login"
                    variant={organization ? 'subtle' : 'default'}
                    color={organization ? 'gray' : undefined}
                  >
                    {organization ? t('nav.signIn') : t('nav.login')}
                  </Button>
                )
              )}
            </Group>
            <Burger
              hiddenFrom={fold}
              opened={isDrawerOpen}
              onClick={() => (drawerCode === 'ready' ? drawer.toggle() : setDrawerCode('loading'))}
              // A tap before the page is alive would be lost.
              disabled={!isAlive}
              aria-label={t('nav.openNavigation')}
            />
          </Group>
        </Group>
      </Container>
      {drawerCode !== 'none' && (
        <Suspense fallback={null}>
          <NavDrawer
            opened={isDrawerOpen}
            onClose={drawer.close}
            isSignedIn={Boolean(token)}
            organization={organization}
            hiddenFrom={fold}
          />
          <OnMounted run={openLoadedDrawer} />
        </Suspense>
      )}
      <LazySearchOverlay
        opened={search.opened}
        hasOpened={search.hasOpened}
        onClose={search.close}
      />
    </Box>
  );
}
