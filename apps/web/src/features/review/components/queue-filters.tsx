import type { ReviewQueueQuery } from '@givecrowd/shared/review/review-api';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountries } from '@/api/get-countries';
import type { QueueFilter } from '@/features/review/queue-params';

/** The waiting times the age filter offers, in days. */
const AGES = [7, 14, 30, 60] as const;

type QueueFiltersProps = {
  query: ReviewQueueQuery;
  onChange: (filter: QueueFilter, value: string) => void;
};

/** Country, type, program and age: each kept in the address (docs/product/verification.md#the-queue). */
export function QueueFilters({ query, onChange }: QueueFiltersProps) {
  const { t } = useTranslation();
  const countries = useCountries().data ?? [];
  const countryOptions = countries.map((country) => ({ value: country.code, label: country.name }));
  if (query.country && !countries.some((country) => country.code === query.country)) {
    countryOptions.push({ value: query.country, label: query.country });
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <NativeSelect
        label={t('review.queue.filters.country')}
        value={query.country ?? ''}
        onChange={(event) => onChange('country', event.currentTarget.value)}
        data={[{ value: '', label: t('review.queue.filters.anyCountry') }, ...countryOptions]}
      />
      <NativeSelect
        label={t('review.queue.filters.type')}
        value={query.type ?? ''}
        onChange={(event) => onChange('type', event.currentTarget.value)}
        data={[
          { value: '', label: t('review.queue.filters.anyType') },
          { value: 'ngo', label: t('onboarding.type.ngo') },
          { value: 'company', label: t('onboarding.type.company') },
        ]}
      />
      <NativeSelect
        label={t('review.queue.filters.program')}
        value={query.program ?? ''}
        onChange={(event) => onChange('program', event.currentTarget.value)}
        data={[
          { value: '', label: t('review.queue.filters.anyProgram') },
          { value: 'grant', label: t('review.queue.filters.grant') },
          { value: 'none', label: t('review.queue.filters.noGrant') },
        ]}
      />
      <NativeSelect
        label={t('review.queue.filters.age')}
        value={query.min_age_days === undefined ? '' : String(query.min_age_days)}
        onChange={(event) => onChange('min_age_days', event.currentTarget.value)}
        data={[
          { value: '', label: t('review.queue.filters.anyAge') },
          ...AGES.map((days) => ({
            value: String(days),
            label: t('review.queue.filters.atLeast', { count: days }),
          })),
        ]}
      />
    </SimpleGrid>
  );
}
