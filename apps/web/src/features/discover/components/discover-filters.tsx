import { DISCOVER_SORTS, type DiscoverSort } from '@givecrowd/shared/search/discover-options';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/api/get-categories';
import { type DiscoverParams, isDiscoverSort } from '@/features/discover/discover-params';
import { usePageIsAlive } from '@/hooks/use-page-is-alive';
import { useCatalogNames } from '@/lib/catalog-names';

const SORT_LABEL_KEYS = {
  Magic: 'magic',
  Newest: 'newest',
  'Most funded': 'mostFunded',
  'Ending soon': 'endingSoon',
} as const satisfies Record<DiscoverSort, string>;

type DiscoverFiltersProps = {
  params: DiscoverParams;
  onChange: (change: Partial<DiscoverParams>) => void;
};

/**
 * The category and the sort. The categories come from GET /api/categories; if they cannot be
 * loaded, the failure is only logged and the filter offers every category and the one in the
 * address.
 */
export function DiscoverFilters({ params, onChange }: DiscoverFiltersProps) {
  const { t } = useTranslation();
  const catalogNames = useCatalogNames();
  const isAlive = usePageIsAlive();
  const { data: categories = [] } = useCategories({ errorBanner: false, logError: true });
  const names = categories.map((category) => category.name);
  if (params.category && !names.includes(params.category)) names.push(params.category);

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" maw={560} style={{ alignItems: 'start' }}>
      <NativeSelect
        label={t('discover.category')}
        value={params.category ?? ''}
        disabled={!isAlive}
        onChange={(event) => onChange({ category: event.currentTarget.value || null })}
        data={[
          { value: '', label: t('discover.allCategories') },
          ...names.map((name) => ({ value: name, label: catalogNames.category(name) })),
        ]}
      />
      <NativeSelect
        label={t('discover.sort')}
        // What the chosen order means for this tab: 'Magic' above all, which says nothing itself.
        description={t(`discover.sortHelp.${params.tab}.${SORT_LABEL_KEYS[params.sort]}`)}
        // Under the select, so both selects stay level.
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={params.sort}
        disabled={!isAlive}
        onChange={(event) => {
          const sort = event.currentTarget.value;
          if (isDiscoverSort(sort)) onChange({ sort });
        }}
        data={DISCOVER_SORTS.map((sort) => ({
          value: sort,
          label: t(`discover.sorts.${SORT_LABEL_KEYS[sort]}`),
        }))}
      />
    </SimpleGrid>
  );
}
