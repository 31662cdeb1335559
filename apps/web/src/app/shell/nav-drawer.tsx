import type { HostOrganization } from '@givecrowd/shared/organization/domain-api';
import { Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_LINKS } from './account-links';
import { LanguageSelect } from './language-select';
import { PrimaryAction } from './primary-action';
import { useLogout } from './use-logout';

type NavDrawerProps = {
  opened: boolean;
  onClose: () => void;
  isSignedIn: boolean;
  organization: HostOrganization | null;
};

/** The navigation bar's entries on small screens. */
export function NavDrawer({ opened, onClose, isSignedIn, organization }: NavDrawerProps) {
  const { t } = useTranslation();
  const logout = useLogout();

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={t('nav.navigation')}
      hiddenFrom="sm"
    >
      <Stack gap="md">
        <PrimaryAction organization={organization} onClick={onClose} fullWidth />
        <Divider />
        {isSignedIn ? (
          <nav aria-label={t('nav.accountMenu')}>
            {ACCOUNT_LINKS.map(({ to, label }) => (
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
          <Button component={Link} to="/auth/login" variant="default" onClick={onClose} fullWidth>
            {t('nav.login')}
          </Button>
        )}
        <Divider />
        <LanguageSelect />
      </Stack>
    </Drawer>
  );
}
