import type { MyOrganization } from '@givecrowd/shared/account/account-api';
import type { CampaignPage } from '@givecrowd/shared/campaigns/campaign-page-api';

/** Campaign pages and organizations for the campaign feature's tests (not a test file itself). */

export const lampsCampaign: CampaignPage = {
  slug: 'solar-lamps-for-night-school',
  kind: 'campaign',
  title: 'Solar lamps for night school',
  summary: 'Forty evening classes need light.',
  story: '<p>Forty evening classes need <strong>light</strong>.</p>',
  asset: 'campaign-assets/lamps.webp',
  category: 'Education',
  currency: 'INR',
  goal: 100_000,
  raised: 127_000,
  donor_count: 31,
  percentage: 127,
  remaining_days: 10,
  end_date: '2030-04-30',
  preview: false,
  closed: false,
  accepts_donations: false,
  organization: {
    _id: 'org-1',
    slug: 'seva-trust',
    organization_name: 'Seva Trust',
    organization_logo: 'organization-logos/seva.png',
  },
};

export const myOrganization = (overrides: Partial<MyOrganization>): MyOrganization => ({
  _id: 'org-1',
  slug: 'seva-trust',
  organization_name: 'Seva Trust',
  status: 'submitted',
  progress_page: 4,
  organization_logo: null,
  updated_at: '2030-03-01T10:00:00.000Z',
  ...overrides,
});
