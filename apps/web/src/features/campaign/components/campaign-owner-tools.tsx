import type { CampaignPage } from '@givecrowd/shared/campaigns/campaign-page-api';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useCloseCampaign } from '@/features/campaign/api/close-campaign';
import { useMessage } from '@/lib/use-message';
import { CampaignUpdateForm } from './campaign-update-form';

/**
 * What the campaign's owner does from its page (docs/product/public-pages.md#the-owners-tools):
 * edit it, close it early (after a question) or reopen it before its end date, and post an update.
 */
export function CampaignOwnerTools({ campaign }: { campaign: CampaignPage }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const headingId = useId();
  const change = useCloseCampaign();
  const action = campaign.closed ? 'reopen' : 'close';
  const canReopen = campaign.remaining_days > 0;

  const [isConfirmingClose, setConfirmingClose] = useState(false);

  const closeOrReopen = () =>
    change.mutate(
      { slug: campaign.slug, action },
      {
        onSuccess: (answer) => {
          setConfirmingClose(false);
          notifications.show({ color: 'green', message: translate(answer.message) });
        },
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
              onClick={action === 'close' ? () => setConfirmingClose(true) : closeOrReopen}
            >
              {t(action === 'close' ? 'campaign.owner.close' : 'campaign.owner.reopen')}
            </Button>
          )}
        </Group>
        <ConfirmDialog
          opened={isConfirmingClose && !campaign.closed}
          onClose={() => setConfirmingClose(false)}
          title={t('campaign.owner.closeConfirm.title')}
          cancelLabel={t('campaign.owner.closeConfirm.keepOpen')}
          confirmLabel={t('campaign.owner.close')}
          onConfirm={closeOrReopen}
          isBusy={change.isPending}
          failure={change.error ? translate(change.error.message) : null}
        >
          {t('campaign.owner.closeConfirm.body')}
        </ConfirmDialog>
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
