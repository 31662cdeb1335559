import { CloseButton, Loader, Modal, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from '@/features/search/use-search';
import { SearchResults } from './search-results';

/** Mantine names the dialog's title `${id}-title`; the input is labelled by that title too. */
const DIALOG_ID = 'search-overlay';
const TITLE_ID = `${DIALOG_ID}-title`;

/** Arrow keys walk from the input through the categories, the projects and 'See More', and back. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-search-item]'));
  const focused = document.activeElement;
  const index = focused instanceof HTMLElement ? items.indexOf(focused) : -1;
  if (index === -1) return;
  event.preventDefault();
  const step = event.key === 'ArrowDown' ? 1 : -1;
  items[Math.min(Math.max(index + step, 0), items.length - 1)]?.focus();
}

/** Mounted while the overlay is open, so each opening starts from an empty input. */
function SearchPanel({ onClose, opensInNewTab }: { onClose: () => void; opensInNewTab: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useSearch(text);
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    setText('');
    input.current?.focus();
  };
  return (
    <Stack gap="lg" onKeyDown={moveFocus}>
      <TextInput
        ref={input}
        data-autofocus
        data-search-item
        aria-labelledby={TITLE_ID}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search.sendNow();
        }}
        autoComplete="off"
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSectionPointerEvents="all"
        rightSection={
          search.isSearching ? (
            <Loader size="xs" aria-hidden />
          ) : (
            text && <CloseButton aria-label={t('search.clear')} onClick={clear} />
          )
        }
      />
      <SearchResults search={search} onNavigate={onClose} opensInNewTab={opensInNewTab} />
    </Stack>
  );
}

type SearchOverlayProps = { opened: boolean; onClose: () => void };

/**
 * The search overlay (docs/product/search-and-discovery.md#the-search-overlay): a dialog, full
 * screen below 576 px, where results open in the same tab. Whoever opens it puts the focus back when it closes.
 */
export function SearchOverlay({ opened, onClose }: SearchOverlayProps) {
  const { t } = useTranslation();
  const isNarrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      id={DIALOG_ID}
      opened={opened}
      onClose={onClose}
      title={t('search.title')}
      size="lg"
      fullScreen={isNarrow}
      radius={isNarrow ? 0 : undefined}
      returnFocus={false}
    >
      {/* A phone has no tabs to come back from: a result opens here. */}
      <SearchPanel onClose={onClose} opensInNewTab={!isNarrow} />
    </Modal>
  );
}
