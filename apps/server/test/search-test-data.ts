import { toMinorUnits } from '@givecrowd/shared/giving/gift-money';
import type { OrganizationStatus } from '@givecrowd/shared/organization/organization-status';
import { campaigns, organizations } from '@/db/schema.ts';
import type { TestApp } from './build-test-app.ts';

/** The organizations and campaigns the search and discover tests read (not a test itself). */

export const NOW = new Date('2030-03-10T09:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

async function insertOrganization(
  app: TestApp,
  values: {
    slug: string;
    name: string;
    status: OrganizationStatus;
    categories: string[];
    createdDaysAgo: number;
  },
): Promise<string> {
  const [row] = await app.db
    .insert(organizations)
    .values({
      slug: values.slug,
      name: values.name,
      status: values.status,
      countryCode: 'IN',
      logo: `organization-logos/${values.slug}.png`,
      data: { organization_categories: values.categories.map((name) => ({ name })) },
      createdAt: daysFromNow(-values.createdDaysAgo),
    })
    .returning({ id: organizations.id });
  if (!row) throw new Error('the organization was not inserted');
  return row.id;
}

type CampaignValues = {
  slug: string;
  title: string;
  category: string;
  /** Major units, as the API answers them (stored in minor units). */
  goal?: number;
  raised?: number;
  donorCount?: number;
  isFeatured?: boolean;
  kind?: 'campaign' | 'event';
  endsInDays: number;
  createdDaysAgo: number;
};

function campaignRow(organizationId: string, values: CampaignValues) {
  return {
    slug: values.slug,
    organizationId,
    title: values.title,
    category: values.category,
    kind: values.kind ?? 'campaign',
    currency: 'INR',
    goalMinor: toMinorUnits(values.goal ?? 100_000),
    raisedMinor: toMinorUnits(values.raised ?? 0),
    donorCount: values.donorCount ?? 0,
    isFeatured: values.isFeatured ?? false,
    asset: `campaign-assets/${values.slug}.webp`,
    endsAt: daysFromNow(values.endsInDays),
    createdAt: daysFromNow(-values.createdDaysAgo),
  };
}

/**
 * Two public organizations with eight campaigns (one ended, one an event), a draft and a rejected
 * organization whose campaigns must never show.
 */
export async function insertSearchData(app: TestApp): Promise<void> {
  const seva = await insertOrganization(app, {
    slug: 'seva-education-society',
    name: 'Seva Education Society',
    status: 'approved',
    categories: ['Education', 'Healthcare'],
    createdDaysAgo: 300,
  });
  const river = await insertOrganization(app, {
    slug: 'river-trust',
    name: 'River Trust',
    status: 'approved',
    categories: ['Environment'],
    createdDaysAgo: 100,
  });
  const draft = await insertOrganization(app, {
    slug: 'hidden-draft-trust',
    name: 'Hidden Draft Trust',
    status: 'draft',
    categories: ['Education'],
    createdDaysAgo: 1,
  });
  const rejected = await insertOrganization(app, {
    slug: 'hidden-rejected-trust',
    name: 'Hidden Rejected Trust',
    status: 'rejected',
    categories: ['Education'],
    createdDaysAgo: 1,
  });
  await app.db.insert(campaigns).values([
    campaignRow(seva, {
      slug: 'educate-40-girls-in-pune',
      title: 'Educate 40 girls in Pune',
      category: 'Education',
      raised: 50_000,
      donorCount: 10,
      endsInDays: 30,
      createdDaysAgo: 5,
    }),
    campaignRow(river, {
      slug: 'stock-classroom-libraries',
      title: 'Stock classroom libraries',
      category: 'Education',
      raised: 127_000,
      donorCount: 300,
      isFeatured: true,
      endsInDays: 10,
      createdDaysAgo: 20,
    }),
    campaignRow(seva, {
      slug: 'mobile-health-clinic-for-leeds',
      title: 'Mobile health clinic for Leeds',
      category: 'Healthcare',
      raised: 80_000,
      donorCount: 50,
      endsInDays: 5,
      createdDaysAgo: 1,
    }),
    campaignRow(river, {
      slug: 'clean-the-river-banks',
      title: 'Clean the river banks',
      category: 'Environment',
      raised: 90_000,
      donorCount: 900,
      endsInDays: -2,
      createdDaysAgo: 40,
    }),
    campaignRow(seva, {
      slug: 'hindi-education',
      title: 'बच्चों की शिक्षा',
      category: 'Education',
      donorCount: 1,
      endsInDays: 60,
      createdDaysAgo: 3,
    }),
    campaignRow(river, {
      slug: 'charity-run-for-schools',
      title: 'Charity run for schools',
      category: 'Sports',
      kind: 'event',
      endsInDays: 1,
      createdDaysAgo: 2,
    }),
    campaignRow(seva, {
      slug: 'rescue-stray-dogs',
      title: 'Rescue 100% of stray dogs',
      category: 'Animal Welfare',
      endsInDays: 20,
      createdDaysAgo: 10,
    }),
    campaignRow(draft, {
      slug: 'hidden-draft-appeal',
      title: 'Hidden draft appeal for schools',
      category: 'Education',
      donorCount: 5_000,
      endsInDays: 30,
      createdDaysAgo: 1,
    }),
    campaignRow(rejected, {
      slug: 'hidden-rejected-appeal',
      title: 'Hidden rejected appeal for schools',
      category: 'Education',
      donorCount: 5_000,
      isFeatured: true,
      endsInDays: 30,
      createdDaysAgo: 1,
    }),
  ]);
}

/** Every public campaign's slug, the most active first (the empty search's order). */
export const PUBLIC_CAMPAIGNS_BY_ACTIVITY = [
  'clean-the-river-banks',
  'stock-classroom-libraries',
  'mobile-health-clinic-for-leeds',
  'educate-40-girls-in-pune',
  'hindi-education',
  'charity-run-for-schools',
  'rescue-stray-dogs',
];
