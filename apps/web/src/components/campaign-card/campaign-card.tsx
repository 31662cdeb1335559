import type { FeaturedCampaign } from '@givecrowd/shared/campaigns/campaigns-api';
import { fundedPercentage } from '@givecrowd/shared/campaigns/funded-percentage';
import { formatAmount } from '@givecrowd/shared/money/format-amount';
import type { SiteCampaign } from '@givecrowd/shared/organization/site-api';
import { Anchor, Badge, Card, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toMediaUrl } from '@/lib/media-url';

const IMAGE_FALLBACK =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="%23e3fafc"/></svg>';

/** A featured campaign names its organization; a campaign on that organization's own site does not. */
type CardCampaign = SiteCampaign & Partial<Pick<FeaturedCampaign, 'organization_name'>>;

type CampaignCardProps = {
  campaign: CardCampaign;
  /**
   * The first thing a page shows (discover's first card): its picture is fetched first. Other
   * cards' pictures wait until they come near the screen, so they never slow the page's first paint.
   */
  isPageLead?: boolean;
};

/**
 * A campaign as a card, on the home page and on an organization's site. The percentage is worked
 * out from raised and goal, so an over-funded campaign says so ('127% funded') while its bar stays
 * full. Cards of a row are equally high and end with the bar, so the bars of a row line up.
 */
export function CampaignCard({ campaign, isPageLead = false }: CampaignCardProps) {
  const { t } = useTranslation();
  const { title, remaining_days: daysLeft } = campaign;
  const percentage = fundedPercentage(campaign);
  return (
    <Card component="article" h="100%" padding="lg">
      <Card.Section>
        <Image
          src={toMediaUrl(campaign.asset)}
          fallbackSrc={IMAGE_FALLBACK}
          alt=""
          h={180}
          loading={isPageLead ? 'eager' : 'lazy'}
          fetchPriority={isPageLead ? 'high' : 'auto'}
          decoding="async"
        />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Badge variant="light" style={{ flexShrink: 1, minWidth: 0 }}>
            {t(`catalog.categories.${campaign.category}`, { defaultValue: campaign.category })}
          </Badge>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {daysLeft > 0
              ? t('campaignCard.daysLeft', { count: daysLeft })
              : t('campaignCard.ended')}
          </Text>
        </Group>
        <Anchor
          component={Link}
          to={`/campaign/${campaign.slug}`}
          c="inherit"
          fw={700}
          lineClamp={2}
        >
          {title}
        </Anchor>
        {campaign.organization_name && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {campaign.organization_name}
          </Text>
        )}
      </Stack>
      <Stack gap={6} mt="md">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {t('campaignCard.raisedOf', {
              raised: formatAmount(campaign.raised, campaign.currency),
              goal: formatAmount(campaign.goal, campaign.currency),
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('campaignCard.funded', { percentage })}
          </Text>
        </Group>
        <Progress
          value={Math.min(percentage, 100)}
          aria-label={t('campaignCard.progress', { title, percentage })}
        />
      </Stack>
    </Card>
  );
}
