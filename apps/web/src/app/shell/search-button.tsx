import { ActionIcon } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** The search icon shows on paths containing '/discover'. The overlay comes later. */
export function SearchButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!pathname.includes('/discover')) return null;
  return (
    <ActionIcon variant="subtle" size="lg" radius="xl" aria-label={t('nav.search')}>
      <IconSearch size={20} aria-hidden />
    </ActionIcon>
  );
}
