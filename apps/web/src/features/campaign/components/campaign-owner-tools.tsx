import type { CampaignPage } from '@givecrowd/shared/campaigns/campaign-page-api';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCloseCampaign } from '@/features/campaign/api/close-campaign';
import { useMessage } from '@/lib/use-message';
import { CampaignUpdateForm } from './campaign-update-form';

/**
 * What the campaign's owner does from its page (docs/product/public-pages.md#the-owners-tools):
 * edit it, close it early or reopen it before its end date, and post an update.
 */
export function CampaignOwnerTools({ campaign }: { campaign: CampaignPage }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const headingId = useId();
  const change = useCloseCampaign();
  const action = campaign.closed ? 'reopen' : 'close';
  const canReopen = campaign.remaining_days > 0;

  const closeOrReopen = () =>
    change.mutate(
      { slug: campaign.slug, action },
      {
        onSuccess: (answer) =>
          notifications.show({ color: 'green', message: translate(answer.message) }),
      },
    );

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} id={headingId} fz="h3">
          {t('campaign.owner.heading')}
        </Title>
        <Group gap="sm">
          <Button component={Link} to={`/campaign/${campaign.slug}/edit`} variant="default">
            {t('campaign.owner.edit')}
          </Button>
          {(action === 'close' || canReopen) && (
            <Button
              variant={action === 'close' ? 'outline' : 'filled'}
              color={action === 'close' ? 'red' : undefined}
              loading={change.isPending}
              onClick={closeOrReopen}
            >
              {t(action === 'close' ? 'campaign.owner.close' : 'campaign.owner.reopen')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t(
            campaign.closed
              ? canReopen
                ? 'campaign.owner.closedHint'
                : 'campaign.owner.closedEndedHint'
              : 'campaign.owner.closeHint',
          )}
        </Text>
        <Title order={3} fz="h4">
          {t('campaign.updates.postHeading')}
        </Title>
        <CampaignUpdateForm slug={campaign.slug} />
      </Stack>
    </Card>
  );
}
