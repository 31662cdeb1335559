import { Button, Container, SimpleGrid } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useMyOrganizations } from '@/features/account/api/get-my-organizations';
import { ListState } from './list-state';
import { OrganizationCard } from './organization-card';

export function OrganizationsPage() {
  const { t } = useTranslation();
  const organizations = useMyOrganizations();
  const create = (
    <Button component={Link} to="/organization/create">
      {t('account.organizations.create')}
    </Button>
  );
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={t('pages.organizations')}
        action={organizations.data?.length ? create : undefined}
      />
      <ListState
        isPending={organizations.isPending}
        error={organizations.error}
        isEmpty={organizations.data?.length === 0}
        empty={{
          title: t('account.organizations.empty'),
          body: t('account.organizations.emptyBody'),
          icon: <IconBuildingCommunity aria-hidden />,
          action: create,
        }}
        onRetry={() => organizations.refetch()}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {organizations.data?.map((organization) => (
            <OrganizationCard key={organization._id} organization={organization} />
          ))}
        </SimpleGrid>
      </ListState>
    </Container>
  );
}
