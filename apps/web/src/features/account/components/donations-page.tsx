import { Button, Container, Group } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useMyOrganizations } from '@/features/account/api/get-my-organizations';
import { chooseOrganization } from '@/features/account/donations-params';
import { useDonationsParams } from '@/features/account/use-donations-params';
import { AccountEmptyState, type EmptyContent, ListState } from './list-state';
import { OrganizationDonations } from './organization-donations';

/**
 * `/donations`: the gifts to the person's organizations, one organization at a time
 * (docs/product/donations.md#the-organizations-gifts). Without an organization there is nothing
 * to receive gifts: it says how to get one, inside what the app puts there (the person's own
 * gifts, docs/product/donations.md#a-givers-own-gifts).
 */
export function DonationsPage({
  withoutOrganization = (empty) => empty,
}: {
  /** What a person with no organization sees, around the page's own empty state. */
  withoutOrganization?: (empty: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const organizations = useMyOrganizations();
  const { params, change, clearFilters } = useDonationsParams();
  const organization = chooseOrganization(organizations.data ?? [], params.organization);
  const empty: EmptyContent = {
    title: t('account.donations.empty'),
    body: t('account.donations.emptyBody'),
    icon: <IconHeartHandshake aria-hidden />,
    action: (
      <Group justify="center">
        <Button component={Link} to="/organization/create">
          {t('account.donations.createOrganization')}
        </Button>
        <Button component={Link} to="/discover" variant="default">
          {t('account.donations.discover')}
        </Button>
      </Group>
    ),
  };
  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('pages.donations')} />
      {organizations.data && !organization ? (
        withoutOrganization(<AccountEmptyState {...empty} />)
      ) : (
        <ListState
          isPending={organizations.isPending}
          error={organizations.error}
          isEmpty={!organization}
          empty={empty}
          onRetry={() => organizations.refetch()}
        >
          {organization && (
            <OrganizationDonations
              organizations={organizations.data ?? []}
              organization={organization}
              params={params}
              onChange={change}
              onClearFilters={clearFilters}
            />
          )}
        </ListState>
      )}
    </Container>
  );
}
