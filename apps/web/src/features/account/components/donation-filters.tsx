import { DONATION_FREQUENCIES } from '@givecrowd/shared/giving/donation-details';
import type { DonationStatus } from '@givecrowd/shared/giving/giving-api';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  DonationsChange,
  DonationFilters as Filters,
} from '@/features/account/donations-params';

/** The value of a Select's 'All': a Select's value is never empty. */
const ALL = 'all';

/** The statuses in the order the filter offers them: paid first. */
const STATUSES: readonly DonationStatus[] = ['succeeded', 'pending', 'failed', 'refunded'];

type DonationFiltersProps = {
  filters: Filters;
  /** The organization's campaigns, to choose one; none, no choice. */
  campaigns: readonly { slug: string; title: string }[];
  onChange: (change: DonationsChange) => void;
};

/**
 * The search by donor: applied 300 ms after the last keystroke, or at once on Enter. A search
 * changed elsewhere (Clear filters, back) replaces what was typed.
 */
function DonorSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value);
  const applied = useRef(value);
  const apply = (next: string) => {
    applied.current = next.trim();
    onSearch(applied.current);
  };
  const applyLater = useDebouncedCallback(apply, 300);
  useEffect(() => {
    if (value === applied.current) return;
    applied.current = value;
    setTyped(value);
  }, [value]);
  return (
    <TextInput
      type="search"
      label={t('account.donations.filters.search')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        applyLater(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        applyLater.cancel();
        apply(typed);
      }}
    />
  );
}

/** Dates, campaign, status, once or monthly and the donor search, each kept in the address. */
export function DonationFilters({ filters, campaigns, onChange }: DonationFiltersProps) {
  const { t } = useTranslation();
  const all = { value: ALL, label: t('account.donations.filters.all') };
  const pick = (value: string | null) => (value === ALL || !value ? '' : value);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: campaigns.length > 0 ? 5 : 4 }} spacing="md">
        <TextInput
          type="date"
          label={t('account.donations.filters.from')}
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => onChange({ from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('account.donations.filters.to')}
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => onChange({ to: event.currentTarget.value })}
        />
        {campaigns.length > 0 && (
          <Select
            label={t('account.donations.filters.campaign')}
            data={[all, ...campaigns.map(({ slug, title }) => ({ value: slug, label: title }))]}
            value={filters.campaign ?? ALL}
            onChange={(value) => onChange({ campaign: pick(value) })}
            allowDeselect={false}
            searchable={campaigns.length > 8}
          />
        )}
        <Select
          label={t('account.donations.filters.status')}
          data={[
            all,
            ...STATUSES.map((status) => ({
              value: status,
              label: t(`account.donations.status.${status}`),
            })),
          ]}
          value={filters.status ?? ALL}
          onChange={(value) => onChange({ status: pick(value) })}
          allowDeselect={false}
        />
        <Select
          label={t('account.donations.filters.frequency')}
          data={[
            all,
            ...DONATION_FREQUENCIES.map((frequency) => ({
              value: frequency,
              label: t(`account.donations.frequency.${frequency}`),
            })),
          ]}
          value={filters.frequency ?? ALL}
          onChange={(value) => onChange({ frequency: pick(value) })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <DonorSearch value={filters.q ?? ''} onSearch={(q) => onChange({ q })} />
    </Stack>
  );
}
