import type { MyOrganization } from '@givecrowd/shared/account/account-api';
import { stepIndexForProgress, WIZARD_STEPS } from '@givecrowd/shared/organization/wizard-steps';
import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useMe } from '@/features/account/api/get-me';
import { useMyCampaigns } from '@/features/account/api/get-my-campaigns';
import { useMyOrganizations } from '@/features/account/api/get-my-organizations';
import { type NextStep, nextStep } from '@/features/account/next-step';
import { GivingSummaryCard } from './giving-summary-card';
import { ListState } from './list-state';
import { NextStepButton } from './next-step-button';
import { VerificationCard } from './verification-card';

function Stat({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <Card component={Link} to={to} padding="lg">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700}>
        {value}
      </Text>
    </Card>
  );
}

/** The next step, once the person has an organization or a draft. */
function NextStepCard({ step }: { step: Exclude<NextStep, { kind: 'createOrganization' }> }) {
  const { t } = useTranslation();
  const { organization } = step;
  const name = organization.organization_name || t('account.organizations.untitled');
  const body =
    step.kind === 'continueDraft'
      ? t('account.dashboard.next.continueDraft.body', {
          name,
          step: stepIndexForProgress(organization.progress_page) + 1,
          count: WIZARD_STEPS.length,
        })
      : t('account.dashboard.next.createCampaign.body', { name });
  return (
    <Card component="section" padding="lg" aria-labelledby="dashboard-next-step">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed" fw={600}>
          {t('account.dashboard.next.title')}
        </Text>
        <Title order={2} size="h4" id="dashboard-next-step">
          {t(`account.dashboard.next.${step.kind}.title`)}
        </Title>
        <Text>{body}</Text>
        <NextStepButton step={step} />
      </Stack>
    </Card>
  );
}

function Overview({
  organizations,
  campaignCount,
}: {
  organizations: MyOrganization[];
  campaignCount: number;
}) {
  const { t } = useTranslation();
  const step = nextStep({ organizations, campaignCount });
  const draftCount = organizations.filter(({ status }) => status === 'draft').length;
  const submitted = organizations.filter(({ status }) => status !== 'draft');
  const approved = organizations.filter(({ status }) => status === 'approved');
  return (
    <Stack gap="xl">
      {step && step.kind !== 'createOrganization' ? <NextStepCard step={step} /> : null}
      {submitted.length > 0 && (
        <Stack component="section" gap="md" aria-labelledby="dashboard-verification">
          <Title order={2} size="h3" id="dashboard-verification">
            {t('account.verification.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {submitted.map((organization) => (
              <VerificationCard key={organization._id} organization={organization} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {approved.length > 0 && (
        <Stack component="section" gap="md" aria-labelledby="dashboard-giving">
          <Title order={2} size="h3" id="dashboard-giving">
            {t('pages.donations')}
          </Title>
          {approved.map((organization) => (
            <GivingSummaryCard
              key={organization._id}
              slug={organization.slug}
              name={organization.organization_name}
            />
          ))}
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stat
          label={t('account.dashboard.organizations')}
          value={organizations.length}
          to="/organizations"
        />
        <Stat label={t('account.dashboard.drafts')} value={draftCount} to="/organizations" />
        <Stat label={t('account.dashboard.campaigns')} value={campaignCount} to="/campaigns" />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The greeting, then what to do next, where each submitted organization stands in verification
 * (docs/product/verification.md#the-organizations-side), the gifts to each approved one
 * (docs/product/donations.md#the-dashboards-figures) and the counts
 * (docs/product/routes-and-screens.md#dashboard-dashboard).
 * Without any organization the counts would all be zero: an empty state offers to create one.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const me = useMe();
  const organizations = useMyOrganizations();
  const campaigns = useMyCampaigns();
  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('pages.dashboard')} />
      <Stack gap="xl">
        <Title order={2} size="h3">
          {me.data?.name
            ? t('account.dashboard.greeting', { name: me.data.name })
            : t('account.dashboard.greetingNoName')}
        </Title>
        <ListState
          isPending={organizations.isPending || campaigns.isPending}
          error={organizations.error ?? campaigns.error}
          isEmpty={organizations.data?.length === 0}
          empty={{
            title: t('account.dashboard.next.createOrganization.title'),
            body: t('account.dashboard.next.createOrganization.body'),
            icon: <IconBuildingCommunity aria-hidden />,
            action: <NextStepButton step={{ kind: 'createOrganization' }} />,
          }}
          onRetry={() => Promise.all([organizations.refetch(), campaigns.refetch()])}
        >
          <Overview
            organizations={organizations.data ?? []}
            campaignCount={campaigns.data?.length ?? 0}
          />
        </ListState>
      </Stack>
    </Container>
  );
}
