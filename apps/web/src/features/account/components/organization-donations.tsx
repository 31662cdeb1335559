import type { MyOrganization } from '@givecrowd/shared/account/account-api';
import { Button, Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMyCampaigns } from '@/features/account/api/get-my-campaigns';
import { useOrganizationDonations } from '@/features/account/api/get-organization-donations';
import {
  DONATIONS_PAGE_SIZE,
  type DonationsChange,
  type DonationsParams,
  hasDonationFilters,
} from '@/features/account/donations-params';
import { DonationExports } from './donation-exports';
import { DonationFilters } from './donation-filters';
import { DonationList } from './donation-list';
import { DonationTotals } from './donation-totals';
import { ListState } from './list-state';
import { YearEndStatements } from './year-end-statements';

type OrganizationDonationsProps = {
  organizations: readonly MyOrganization[];
  organization: MyOrganization;
  params: DonationsParams;
  onChange: (change: DonationsChange) => void;
  onClearFilters: () => void;
};

/** One organization's gifts: the filters, their totals, the list and its pages. */
export function OrganizationDonations({
  organizations,
  organization,
  params,
  onChange,
  onClearFilters,
}: OrganizationDonationsProps) {
  const { t } = useTranslation();
  const query = { page: params.page, limit: DONATIONS_PAGE_SIZE, ...params.filters };
  const donations = useOrganizationDonations({ slug: organization.slug, query });
  const campaigns = (useMyCampaigns().data ?? []).filter(
    ({ organization_slug }) => organization_slug === organization.slug,
  );
  const nameOf = (one: MyOrganization) =>
    one.organization_name || t('account.organizations.untitled');
  const isFiltered = hasDonationFilters(params.filters);
  const answer = donations.data;
  const currency = answer?.data[0]?.currency;
  const pageCount = Math.ceil((answer?.total ?? 0) / DONATIONS_PAGE_SIZE);
  return (
    <Stack gap="lg">
      {organizations.length > 1 && (
        <Select
          label={t('account.donations.organization')}
          data={organizations.map((one) => ({ value: one.slug, label: nameOf(one) }))}
          value={organization.slug}
          onChange={(slug) => slug && onChange({ organization: slug, campaign: '' })}
          allowDeselect={false}
          maw={420}
        />
      )}
      <DonationFilters filters={params.filters} campaigns={campaigns} onChange={onChange} />
      <DonationExports organization={organization} filters={params.filters} />
      <YearEndStatements slug={organization.slug} countryCode={organization.country_code} />
      <ListState
        isPending={donations.isPending}
        error={donations.error}
        isEmpty={answer?.total === 0}
        empty={
          isFiltered
            ? {
                title: t('account.donations.noMatch'),
                body: t('account.donations.noMatchBody'),
                icon: <IconFilterOff aria-hidden />,
                action: (
                  <Button variant="light" onClick={onClearFilters}>
                    {t('account.donations.clearFilters')}
                  </Button>
                ),
              }
            : {
                title: t('account.donations.noGifts'),
                body: t('account.donations.noGiftsBody', { name: nameOf(organization) }),
                icon: <IconHeartHandshake aria-hidden />,
              }
        }
        onRetry={() => donations.refetch()}
      >
        {answer && (
          <Stack gap="md">
            {currency && <DonationTotals totals={answer.totals} currency={currency} />}
            <Text size="sm" c="dimmed" role="status">
              {t('account.donations.found', { count: answer.total })}
            </Text>
            <DonationList donations={answer.data} organizationSlug={organization.slug} />
            {(pageCount > 1 || params.page > 1) && (
              <Group component="nav" aria-label={t('account.donations.pages')} justify="center">
                <Pagination
                  total={Math.max(pageCount, params.page)}
                  value={params.page}
                  onChange={(page) => onChange({ page })}
                  getItemProps={(page) => ({ 'aria-label': t('account.donations.page', { page }) })}
                  getControlProps={(control) =>
                    control === 'previous'
                      ? { 'aria-label': t('account.donations.previousPage') }
                      : { 'aria-label': t('account.donations.nextPage') }
                  }
                />
              </Group>
            )}
          </Stack>
        )}
      </ListState>
    </Stack>
  );
}
