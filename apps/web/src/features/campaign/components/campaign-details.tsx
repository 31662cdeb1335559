import type { CampaignPage } from '@givecrowd/shared/campaigns/campaign-page-api';
import { AspectRatio, Badge, Container, Grid, Group, Image, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DonationWall } from '@/components/donation-wall/donation-wall';
import { ReportLink } from '@/components/report-link/report-link';
import { RichText } from '@/components/rich-text/rich-text';
import { ShareButtons } from '@/components/share-buttons/share-buttons';
import { useOwnsOrganization } from '@/features/campaign/api/get-campaign-organizations';
import { useCatalogNames } from '@/lib/catalog-names';
import { toMediaUrl } from '@/lib/media-url';
import { CampaignFunding } from './campaign-funding';
import { CampaignOrganization } from './campaign-organization';
import { CampaignOwnerTools } from './campaign-owner-tools';
import { CampaignUpdates } from './campaign-updates';

/**
 * A campaign's or event's page (docs/product/public-pages.md#the-campaign-page): its title and
 * category, image and story, then how far it has come, the way to give, who runs it and the share
 * buttons — beside the story on wide screens, after the image on narrow ones — its owner's tools
 * for its owner, its updates and the wall of its latest gifts.
 */
export function CampaignDetails({ campaign }: { campaign: CampaignPage }) {
  const { t } = useTranslation();
  const names = useCatalogNames();
  const isOwner = useOwnsOrganization(campaign.organization._id) === true;
  const isEvent = campaign.kind === 'event';
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="xs" mb="lg">
        <Group gap="xs">
          <Badge variant="light">{names.category(campaign.category)}</Badge>
          {isEvent && <Badge variant="outline">{t('campaign.page.event')}</Badge>}
        </Group>
        <Title order={1} fz={{ base: 28, sm: 40 }} style={{ overflowWrap: 'anywhere' }}>
          {campaign.title}
        </Title>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <AspectRatio ratio={16 / 9}>
            <Image
              src={toMediaUrl(campaign.asset)}
              alt={t('campaign.page.imageAlt', { title: campaign.title })}
              radius="md"
            />
          </AspectRatio>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <CampaignFunding campaign={campaign} />
            <CampaignOrganization
              organization={campaign.organization}
              // Closed or ended, the funding card says so; there is nothing to support.
              sendsSupportersToOrganization={
                !campaign.accepts_donations && !campaign.closed && campaign.remaining_days > 0
              }
            />
            {!campaign.preview && <ShareButtons title={campaign.title} />}
            {!campaign.preview && <ReportLink kind="campaign" />}
          </Stack>
        </Grid.Col>
        {isOwner && (
          <Grid.Col span={{ base: 12, md: 8 }}>
            <CampaignOwnerTools campaign={campaign} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Title order={2} mb="md">
            {t(isEvent ? 'campaign.page.aboutEvent' : 'campaign.page.aboutCampaign')}
          </Title>
          <RichText html={campaign.story} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <CampaignUpdates slug={campaign.slug} title={campaign.title} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <DonationWall
            target={{ kind: 'campaign', slug: campaign.slug }}
            acceptsDonations={campaign.accepts_donations}
          />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
