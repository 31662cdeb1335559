import { formatAmount } from '@givecrowd/shared/money/format-amount';
import { Anchor, Card, Container, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyCampaigns } from '@/features/account/api/get-my-campaigns';
import { ListState } from './list-state';
import { PageHeader } from './page-header';

export function CampaignsPage() {
  const { t } = useTranslation();
  const campaigns = useMyCampaigns();
  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('pages.campaigns')} />
      <ListState
        isPending={campaigns.isPending}
        error={campaigns.error}
        isEmpty={campaigns.data?.length === 0}
        empty={{ title: t('account.campaigns.empty'), body: t('account.campaigns.emptyBody') }}
        onRetry={() => campaigns.refetch()}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {campaigns.data?.map((campaign) => (
            <Card key={campaign.slug} component="article" padding="lg">
              <Stack gap="xs">
                <Title order={2} size="h4">
                  <Anchor component={Link} to={`/campaign/${campaign.slug}`}>
                    {campaign.title}
                  </Anchor>
                </Title>
                <Text size="sm" c="dimmed">
                  {campaign.organization_name}
                </Text>
                <Progress
                  value={campaign.goal ? Math.min(100, (campaign.raised / campaign.goal) * 100) : 0}
                  aria-hidden
                />
                <Text size="sm">
                  {t('account.campaigns.raisedOf', {
                    raised: formatAmount(campaign.raised, campaign.currency),
                    goal: formatAmount(campaign.goal, campaign.currency),
                  })}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </ListState>
    </Container>
  );
}
