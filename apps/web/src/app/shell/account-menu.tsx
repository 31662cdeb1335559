import { ActionIcon, Menu } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_LINKS } from './account-links';
import { useLogout } from './use-logout';

export function AccountMenu() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <ActionIcon variant="light" size="lg" radius="xl" aria-label={t('nav.accountMenu')}>
          <IconUserCircle size={22} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {ACCOUNT_LINKS.map(({ to, label }) => (
          <Menu.Item key={to} component={Link} to={to}>
            {t(label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={logout}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
