import { CAMPAIGN_MESSAGES } from '@givecrowd/shared/campaigns/campaign-messages';
import type { CampaignPage } from '@givecrowd/shared/campaigns/campaign-page-api';
import { formatAmount } from '@givecrowd/shared/money/format-amount';
import { Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { DonateButton } from '@/components/giving/donate-button';
import { useFormatDay } from '@/hooks/use-format-day';
import { donateFormPath } from '@/lib/giving-paths';
import { usePageHost } from '@/lib/page-host';
import { useMessage } from '@/lib/use-message';

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <Stack gap={0}>
      <Text fw={700} fz="lg">
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * Giving to the campaign: 'Donate' while it takes gifts, the closed notice once its owner
 * closed it, the ended notice once its end date has passed (docs/product/donations.md, Who can take gifts), nothing while its organization takes none.
 */
function GiveAction({ campaign }: { campaign: CampaignPage }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const { isOrganizationHost } = usePageHost();
  if (campaign.closed) return <Text fw={600}>{translate(CAMPAIGN_MESSAGES.closed)}</Text>;
  if (campaign.remaining_days === 0) return <Text fw={600}>{t('campaign.page.ended')}</Text>;
  if (!campaign.accepts_donations) return null;
  const target = { kind: 'campaign', slug: campaign.slug } as const;
  return <DonateButton to={donateFormPath(target, isOrganizationHost)} size="lg" fullWidth />;
}

/**
 * How far the campaign has come: raised of the goal, the share funded (above 100% when
 * over-funded, while the bar stops at full), supporters, days left and its end date; then the way
 * to give.
 */
export function CampaignFunding({ campaign }: { campaign: CampaignPage }) {
  const { t } = useTranslation();
  const formatDay = useFormatDay();
  const headingId = useId();
  const { percentage, remaining_days: daysLeft, currency } = campaign;
  const isEvent = campaign.kind === 'event';
  const day = formatDay(campaign.end_date);
  const when =
    daysLeft === 0
      ? t('campaign.page.endedOn', { date: day })
      : t(isEvent ? 'campaign.page.eventOn' : 'campaign.page.endsOn', { date: day });
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        <Text id={headingId} fw={700} size="sm" tt="uppercase" c="dimmed">
          {t('campaign.page.funding')}
        </Text>
        <Group gap={6} align="baseline">
          <Text fw={800} fz={30} lh={1.1}>
            {formatAmount(campaign.raised, currency)}
          </Text>
          <Text c="dimmed">
            {t('campaign.page.raisedOf', { goal: formatAmount(campaign.goal, currency) })}
          </Text>
        </Group>
        <Progress
          value={Math.min(percentage, 100)}
          size="lg"
          aria-label={t('campaign.page.progress', { title: campaign.title, percentage })}
        />
        <SimpleGrid cols={3} spacing="xs">
          <Figure value={`${percentage}%`} label={t('campaign.page.funded')} />
          <Figure
            value={String(campaign.donor_count)}
            label={t('campaign.page.supporters', { count: campaign.donor_count })}
          />
          <Figure
            value={String(daysLeft)}
            label={t('campaign.page.daysLeft', { count: daysLeft })}
          />
        </SimpleGrid>
        <Text size="sm">{when}</Text>
        <GiveAction campaign={campaign} />
      </Stack>
    </Card>
  );
}
