import { ActionIcon } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageIsAlive } from '@/hooks/use-page-is-alive';

/**
 * The search icon opens the search overlay
 * (docs/product/search-and-discovery.md#the-search-overlay); the focus comes back to it on closing.
 * It shows on every screen on paths containing '/discover', and on phones (below `sm`) on every
 * page, where no keyboard shortcut can open the search. On a server-rendered page it waits,
 * disabled, until the page is alive.
 */
export function SearchButton({ onOpen }: { onOpen: (trigger: HTMLElement) => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isAlive = usePageIsAlive();
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      radius="xl"
      aria-label={t('nav.search')}
      aria-haspopup="dialog"
      disabled={!isAlive}
      hiddenFrom={pathname.includes('/discover') ? undefined : 'sm'}
      onClick={(event) => onOpen(event.currentTarget)}
    >
      <IconSearch size={20} aria-hidden />
    </ActionIcon>
  );
}
