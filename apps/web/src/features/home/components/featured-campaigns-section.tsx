import { SimpleGrid } from '@mantine/core';
import { IconCloudOff, IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CampaignCard } from '@/components/campaign-card/campaign-card';
import { PageSection } from '@/components/page-section/page-section';
import { SectionMessage } from '@/components/page-section/section-message';
import { useFeaturedCampaigns } from '@/features/home/api/get-featured-campaigns';
import { CampaignCardSkeleton } from './campaign-card-skeleton';

const SKELETON_KEYS = ['a', 'b', 'c'];

function FeaturedCampaignsContent() {
  const { t } = useTranslation();
  const { data: campaigns, isPending, isError } = useFeaturedCampaigns();

  if (isError) {
    return (
      <SectionMessage icon={<IconCloudOff aria-hidden />}>
        {t('home.featured.error')}
      </SectionMessage>
    );
  }
  if (!isPending && campaigns.length === 0) {
    return (
      <SectionMessage icon={<IconMoodEmpty aria-hidden />}>
        {t('home.featured.empty')}
      </SectionMessage>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy={isPending}>
      {isPending
        ? SKELETON_KEYS.map((key) => <CampaignCardSkeleton key={key} />)
        : campaigns.map((campaign) => <CampaignCard key={campaign.slug} campaign={campaign} />)}
    </SimpleGrid>
  );
}

export function FeaturedCampaignsSection() {
  const { t } = useTranslation();
  return (
    <PageSection id="featured-campaigns" title={t('home.featured.title')}>
      <FeaturedCampaignsContent />
    </PageSection>
  );
}
