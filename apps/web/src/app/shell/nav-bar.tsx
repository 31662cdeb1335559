import type { OrganizationSite } from '@givecrowd/shared/organization/site-api';
import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazySearchOverlay } from '@/features/search/components/lazy-search-overlay';
import { useSearchOverlay } from '@/features/search/use-search-overlay';
import { SiteNav } from '@/features/site/components/site-nav';
import { useToken } from '@/lib/auth-token';
import { AccountMenu } from './account-menu';
import { LanguageSelect } from './language-select';
import { LogoLink } from './logo-link';
import { NavDrawer } from './nav-drawer';
import { PrimaryAction } from './primary-action';
import { SearchButton } from './search-button';

/**
 * The navigation bar (docs/product/routes-and-screens.md#navigation-bar). Under the `sm`
 * breakpoint (768 px) the entries move to a drawer. On an organization's site the header offers
 * to create a campaign for it instead of an organization, lists the site's pages (so it folds
 * under `lg`, 1200 px) and shows Login only when the site does
 * (docs/product/organization-sites.md#header). The search overlay opens from its icon and from the
 * keyboard on every page (docs/product/search-and-discovery.md#the-search-overlay).
 */
export function NavBar({ organization }: { organization: OrganizationSite | null }) {
  const { t } = useTranslation();
  const token = useToken();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const search = useSearchOverlay();
  const fold = organization ? 'lg' : 'sm';
  const showsLogin = organization?.pages.login ?? true;

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
            {organization && (
              <Box visibleFrom={fold}>
                <SiteNav pages={organization.pages} layout="bar" />
              </Box>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <SearchButton onOpen={search.open} />
            <Group gap="sm" wrap="nowrap" visibleFrom={fold}>
              <LanguageSelect />
              <PrimaryAction organization={organization} />
              {token ? (
                <AccountMenu />
              ) : (
                showsLogin && (
                  <Button component={Link} to="/auth/login" variant="default">
                    {t('nav.login')}
                  </Button>
                )
              )}
            </Group>
            <Burger
              hiddenFrom={fold}
              opened={isDrawerOpen}
              onClick={drawer.toggle}
              aria-label={t('nav.openNavigation')}
            />
          </Group>
        </Group>
      </Container>
      <NavDrawer
        opened={isDrawerOpen}
        onClose={drawer.close}
        isSignedIn={Boolean(token)}
        organization={organization}
        hiddenFrom={fold}
      />
      <LazySearchOverlay
        opened={search.opened}
        hasOpened={search.hasOpened}
        onClose={search.close}
      />
    </Box>
  );
}
