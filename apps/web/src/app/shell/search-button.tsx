import { ActionIcon } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageIsAlive } from '@/hooks/use-page-is-alive';

/**
 * The search icon shows on paths containing '/discover' and opens the search overlay
 * (docs/product/search-and-discovery.md#the-search-overlay); the focus comes back to it on closing.
 * On a server-rendered page it waits, disabled, until the page is alive.
 */
export function SearchButton({ onOpen }: { onOpen: (trigger: HTMLElement) => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isAlive = usePageIsAlive();
  if (!pathname.includes('/discover')) return null;
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      radius="xl"
      aria-label={t('nav.search')}
      aria-haspopup="dialog"
      disabled={!isAlive}
      onClick={(event) => onOpen(event.currentTarget)}
    >
      <IconSearch size={20} aria-hidden />
    </ActionIcon>
  );
}
