import type { OrganizationSite } from '@givecrowd/shared/organization/site-api';
import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DonationWall } from '@/components/donation-wall/donation-wall';
import { PageSection } from '@/components/page-section/page-section';
import { ReportLink } from '@/components/report-link/report-link';
import { RichText } from '@/components/rich-text/rich-text';
import { ShareButtons } from '@/components/share-buttons/share-buttons';
import { SiteCampaigns } from './site-campaigns';
import { SiteContact } from './site-contact';
import { SiteHero } from './site-hero';
import { SiteSections } from './site-sections';
import { SiteStats } from './site-stats';
import { SiteVideo } from './site-video';

/**
 * An organization's home page, from what it saved in the wizard
 * (docs/product/organization-sites.md#the-home-page): at `/` on its own host, and at
 * `/organization/{slug}` on the platform; once public, with its share buttons
 * (docs/product/public-pages.md#sharing).
 */
export function SiteHome({ site }: { site: OrganizationSite }) {
  const { t } = useTranslation();
  const hasStory = site.organization_story !== '' || site.organization_video !== null;
  return (
    <Stack gap={0}>
      <SiteHero site={site} />
      {!site.preview && (
        <Container size="lg" w="100%" py="md">
          <ShareButtons title={site.organization_name} />
        </Container>
      )}
      {site.stats && <SiteStats stats={site.stats} />}
      {hasStory && (
        <PageSection id="site-story" title={t('site.story.title')}>
          <RichText html={site.organization_story} />
          {site.organization_video && <SiteVideo video={site.organization_video} />}
        </PageSection>
      )}
      <SiteCampaigns campaigns={site.campaigns} />
      <DonationWall
        target={{ kind: 'organization', slug: site.slug }}
        acceptsDonations={site.accepts_donations}
        asBand
      />
      <SiteSections sections={site.sections} />
      <SiteContact contact={site.contact} />
      {!site.preview && (
        <Container size="lg" w="100%" py="md">
          <ReportLink kind="organization" />
        </Container>
      )}
    </Stack>
  );
}
