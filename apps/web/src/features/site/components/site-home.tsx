import type { OrganizationSite } from '@givecrowd/shared/organization/site-api';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DonationWall } from '@/components/donation-wall/donation-wall';
import { PageSection } from '@/components/page-section/page-section';
import { RichText } from '@/components/rich-text/rich-text';
import { SiteCampaigns } from './site-campaigns';
import { SiteContact } from './site-contact';
import { SiteHero } from './site-hero';
import { SiteSections } from './site-sections';
import { SiteStats } from './site-stats';
import { SiteVideo } from './site-video';

/**
 * An organization's home page, from what it saved in the wizard
 * (docs/product/organization-sites.md#the-home-page): at `/` on its own host, and at
 * `/organization/{slug}` on the platform.
 */
export function SiteHome({ site }: { site: OrganizationSite }) {
  const { t } = useTranslation();
  const hasStory = site.organization_story !== '' || site.organization_video !== null;
  return (
    <Stack gap={0}>
      <SiteHero site={site} />
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
    </Stack>
  );
}
