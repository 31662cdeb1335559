import type { SiteCampaign } from '@givecrowd/shared/organization/site-api';
import { SimpleGrid } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CampaignCard } from '@/components/campaign-card/campaign-card';
import { PageSection } from '@/components/page-section/page-section';
import { SectionMessage } from '@/components/page-section/section-message';

/** The organization's campaigns as cards, live ones first; a note while it has none. */
export function SiteCampaigns({ campaigns }: { campaigns: SiteCampaign[] }) {
  const { t } = useTranslation();
  return (
    <PageSection id="site-campaigns" title={t('site.campaigns.title')}>
      {campaigns.length === 0 ? (
        <SectionMessage icon={<IconMoodEmpty aria-hidden />}>
          {t('site.campaigns.empty')}
        </SectionMessage>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {campaigns.map((campaign) => (
            <CampaignCard key={campaign.slug} campaign={campaign} />
          ))}
        </SimpleGrid>
      )}
    </PageSection>
  );
}
