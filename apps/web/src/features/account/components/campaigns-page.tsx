import type { MyCampaign } from '@givecrowd/shared/account/account-api';
import { fundedPercentage } from '@givecrowd/shared/campaigns/funded-percentage';
import { formatAmount } from '@givecrowd/shared/money/format-amount';
import { Anchor, Card, Container, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useMyCampaigns } from '@/features/account/api/get-my-campaigns';
import { useMyOrganizations } from '@/features/account/api/get-my-organizations';
import { firstCampaignStep } from '@/features/account/next-step';
import { ListState } from './list-state';
import { NextStepButton } from './next-step-button';

/** One campaign; cards of a row are equally high and end with the bar, so the bars line up. */
function CampaignCard({ campaign }: { campaign: MyCampaign }) {
  const { t } = useTranslation();
  return (
    <Card component="article" padding="lg">
      <Stack gap="xs" style={{ flex: 1 }}>
        <Title order={2} size="h4">
          <Anchor component={Link} to={`/campaign/${campaign.slug}`}>
            {campaign.title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {campaign.organization_name}
        </Text>
        {/* Closing, reopening and updates are on the campaign's page, for its owner. */}
        <Anchor
          component={Link}
          to={`/campaign/${campaign.slug}/edit`}
          size="sm"
          aria-label={t('account.campaigns.editNamed', { title: campaign.title })}
        >
          {t('account.campaigns.edit')}
        </Anchor>
      </Stack>
      <Stack gap="xs" mt="xs">
        <Text size="sm">
          {t('account.campaigns.raisedOf', {
            raised: formatAmount(campaign.raised, campaign.currency),
            goal: formatAmount(campaign.goal, campaign.currency),
          })}
        </Text>
        <Progress value={Math.min(fundedPercentage(campaign), 100)} aria-hidden />
      </Stack>
    </Card>
  );
}

/**
 * The campaigns of the person's organizations. Without any, it says what comes first: a campaign
 * for an organization that can hold one, else finishing a draft, else creating an organization.
 */
export function CampaignsPage() {
  const { t } = useTranslation();
  const campaigns = useMyCampaigns();
  const organizations = useMyOrganizations();
  const step = firstCampaignStep(organizations.data ?? []);
  const name =
    step.kind === 'createOrganization'
      ? ''
      : step.organization.organization_name || t('account.organizations.untitled');
  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('pages.campaigns')} />
      <ListState
        isPending={campaigns.isPending || organizations.isPending}
        error={campaigns.error ?? organizations.error}
        isEmpty={campaigns.data?.length === 0}
        empty={{
          title: t('account.campaigns.empty'),
          body: t(`account.campaigns.emptyNext.${step.kind}`, { name }),
          icon: <IconSpeakerphone aria-hidden />,
          action: <NextStepButton step={step} />,
        }}
        onRetry={() => Promise.all([campaigns.refetch(), organizations.refetch()])}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {campaigns.data?.map((campaign) => (
            <CampaignCard key={campaign.slug} campaign={campaign} />
          ))}
        </SimpleGrid>
      </ListState>
    </Container>
  );
}
