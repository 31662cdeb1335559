import { Button, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { useSearch } from '@/features/search/use-search';
import { discoverCategoryPath } from '@/lib/discover-path';
import { SearchResultLink } from './search-result-link';
import { SearchSection } from './search-section';

type SearchResultsProps = {
  search: ReturnType<typeof useSearch>;
  /** A category, or a result opened in this tab, leaves for its page, which ends the search. */
  onNavigate: () => void;
  /** Whether a result opens in a new tab (wide screens) or here (phones). */
  opensInNewTab: boolean;
};

const SKELETON_KEYS = ['a', 'b', 'c', 'd'];

/**
 * After 'See More', focus moves to the first result it added (when the button had it), so the
 * keyboard carries on there and is not lost when the button goes away with the last page.
 */
function useFocusFirstAdded(count: number) {
  const panel = useRef<HTMLDivElement>(null);
  const firstAdded = useRef<number | null>(null);
  useEffect(() => {
    const index = firstAdded.current;
    if (index === null || count <= index) return;
    firstAdded.current = null;
    panel.current?.querySelectorAll<HTMLElement>('[data-search-result] a')[index]?.focus();
  }, [count]);
  const rememberFocus = (event: MouseEvent<HTMLButtonElement>) => {
    if (document.activeElement === event.currentTarget) firstAdded.current = count;
  };
  return { panel, rememberFocus };
}

/** The overlay's Categories and Projects, 'See More', or 'No Data Found'. */
export function SearchResults({ search, onNavigate, opensInNewTab }: SearchResultsProps) {
  const { t } = useTranslation();
  const { panel, rememberFocus } = useFocusFirstAdded(search.results.length);

  if (!search.hasAnswer) {
    if (!search.isSearching) return null;
    return (
      <Stack gap="sm" role="status" aria-busy aria-label={t('search.loading')}>
        {SKELETON_KEYS.map((key) => (
          <Skeleton key={key} h={48} />
        ))}
      </Stack>
    );
  }
  if (search.categories.length === 0 && search.results.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl" role="status">
        {t('search.noData')}
      </Text>
    );
  }
  return (
    <Stack ref={panel} gap="lg">
      {search.categories.length > 0 && (
        <SearchSection id="search-categories" title={t('search.categories')} isRow>
          {search.categories.map(({ name }) => (
            <li key={name}>
              <Button
                component={Link}
                to={discoverCategoryPath(name)}
                onClick={onNavigate}
                variant="light"
                size="compact-md"
                data-search-item
              >
                {name}
              </Button>
            </li>
          ))}
        </SearchSection>
      )}
      {search.results.length > 0 && (
        <SearchSection id="search-projects" title={t('search.projects')}>
          {search.results.map((result) => (
            <li key={`${result.type}/${result.slug}`} data-search-result>
              <SearchResultLink
                result={result}
                opensInNewTab={opensInNewTab}
                onNavigate={onNavigate}
              />
            </li>
          ))}
        </SearchSection>
      )}
      {search.canSeeMore && (
        <Button
          variant="subtle"
          onClick={(event) => {
            if (search.isSeeingMore) return;
            rememberFocus(event);
            search.seeMore();
          }}
          aria-disabled={search.isSeeingMore || undefined}
          leftSection={search.isSeeingMore ? <Loader size={14} aria-hidden /> : undefined}
          data-search-item
          style={{ alignSelf: 'center' }}
        >
          {t('search.seeMore')}
        </Button>
      )}
    </Stack>
  );
}
