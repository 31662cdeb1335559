import { ActionIcon, Menu } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountLinks } from './account-links';
import { useLogout } from './use-logout';

export function AccountMenu() {
  const { t } = useTranslation();
  const accountLinks = useAccountLinks();
  const logout = useLogout();
  return (
    // No initial-focus placeholder: Mantine's is a role="presentation" element inside the
    // role="menu" list, which only menu items may be (axe aria-required-children). Not in a
    // portal, so the open menu stays inside the header landmark.
    <Menu
      position="bottom-end"
      width={200}
      shadow="md"
      withInitialFocusPlaceholder={false}
      withinPortal={false}
    >
      <Menu.Target>
        <ActionIcon variant="light" size="lg" radius="xl" aria-label={t('nav.accountMenu')}>
          <IconUserCircle size={22} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {accountLinks.map(({ to, label }) => (
          <Menu.Item key={to} component={Link} to={to}>
            {t(label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {/* `c`, not `color`: Menu.Item's `color` paints the text with shade 6 (3.3:1 on white). */}
        <Menu.Item c="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={logout}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
