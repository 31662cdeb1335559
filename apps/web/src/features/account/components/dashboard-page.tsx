import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '@/features/account/api/get-me';
import { useMyCampaigns } from '@/features/account/api/get-my-campaigns';
import { useMyOrganizations } from '@/features/account/api/get-my-organizations';
import { continueOnboardingPath } from '@/features/account/onboarding-link';
import { PageHeader } from './page-header';

function Stat({ label, value, to }: { label: string; value: number | undefined; to: string }) {
  return (
    <Card component={Link} to={to} padding="lg">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700}>
        {value ?? '–'}
      </Text>
    </Card>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const me = useMe();
  const organizations = useMyOrganizations();
  const campaigns = useMyCampaigns();
  const drafts =
    organizations.data?.filter((organization) => organization.status === 'draft') ?? [];
  const latestDraft = drafts[0];
  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('pages.dashboard')} />
      <Stack gap="xl">
        <Title order={2} size="h3">
          {me.data?.name
            ? t('account.dashboard.greeting', { name: me.data.name })
            : t('account.dashboard.greetingNoName')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Stat
            label={t('account.dashboard.organizations')}
            value={organizations.data?.length}
            to="/organizations"
          />
          <Stat
            label={t('account.dashboard.drafts')}
            value={organizations.data ? drafts.length : undefined}
            to="/organizations"
          />
          <Stat
            label={t('account.dashboard.campaigns')}
            value={campaigns.data?.length}
            to="/campaigns"
          />
        </SimpleGrid>
        <Group>
          {latestDraft ? (
            <Button component={Link} to={continueOnboardingPath(latestDraft)}>
              {t('account.organizations.continue')}
            </Button>
          ) : null}
          <Button
            component={Link}
            to="/organization/create"
            variant={latestDraft ? 'light' : 'filled'}
          >
            {t('account.organizations.create')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
