import type { OrganizationSite } from '@givecrowd/shared/organization/site-api';
import { Button, Divider, Drawer, type MantineBreakpoint, NavLink, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SiteNav } from '@/features/site/components/site-nav';
import { useAccountLinks } from './account-links';
import { LanguageSelect } from './language-select';
import { PrimaryAction } from './primary-action';
import { useLogout } from './use-logout';

type NavDrawerProps = {
  opened: boolean;
  onClose: () => void;
  isSignedIn: boolean;
  organization: OrganizationSite | null;
  /** Where the navigation bar shows its entries itself. */
  hiddenFrom: MantineBreakpoint;
};

/** The navigation bar's entries on small screens; first an organization site's pages. */
export function NavDrawer({
  opened,
  onClose,
  isSignedIn,
  organization,
  hiddenFrom,
}: NavDrawerProps) {
  const { t } = useTranslation();
  const accountLinks = useAccountLinks();
  const logout = useLogout();
  const showsLogin = organization?.pages.login ?? true;

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={t('nav.navigation')}
      hiddenFrom={hiddenFrom}
    >
      <Stack gap="md">
        {organization && (
          <>
            <SiteNav pages={organization.pages} layout="drawer" onNavigate={onClose} />
            <Divider />
          </>
        )}
        {/* On the platform's own pages: where campaigns and organizations are found. */}
        {!organization && (
          <NavLink component={Link} to="/discover" label={t('nav.discover')} onClick={onClose} />
        )}
        {/* The platform's 'Create organization'; an organization's 'Donate' stays in the bar. */}
        {!organization && (
          <>
            <PrimaryAction organization={organization} onClick={onClose} fullWidth />
            <Divider />
          </>
        )}
        {isSignedIn ? (
          <nav aria-label={t('nav.accountMenu')}>
            {accountLinks.map(({ to, label }) => (
              <NavLink key={to} component={Link} to={to} label={t(label)} onClick={onClose} />
            ))}
            <NavLink
              component="button"
              label={t('nav.logout')}
              c="red"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => {
                onClose();
                void logout();
              }}
            />
          </nav>
        ) : (
          showsLogin && (
            <Button component={Link} to="/auth/login" variant="default" onClick={onClose} fullWidth>
              {organization ? t('nav.signIn') : t('nav.login')}
            </Button>
          )
        )}
        <Divider />
        <LanguageSelect />
      </Stack>
    </Drawer>
  );
}
