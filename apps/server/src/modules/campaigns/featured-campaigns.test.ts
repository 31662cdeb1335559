import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, organizations } from '@/db/schema.ts';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({ mediaBaseUrl: 'https://cdn.example.org/media' });
  const [organization, draft] = await app.db
    .insert(organizations)
    .values([
      { slug: 'river-trust', name: 'River Trust', status: 'approved' },
      { slug: 'unfinished-trust', name: 'Unfinished Trust', status: 'draft' },
    ])
    .returning({ id: organizations.id });
  if (!organization || !draft) throw new Error('no organization');
  await app.db.insert(campaigns).values([
    {
      slug: 'clean-rivers',
      organizationId: organization.id,
      title: 'Clean Rivers',
      category: 'Environment',
      currency: 'INR',
      goalMinor: 10_000_000,
      raisedMinor: 2_500_000,
      asset: 'campaign-assets/rivers.webp',
      isFeatured: true,
      endsAt: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000),
    },
    {
      slug: 'over-funded',
      organizationId: organization.id,
      title: 'Over Funded',
      category: 'Environment',
      currency: 'INR',
      goalMinor: 10_000_000,
      raisedMinor: 12_700_000,
      asset: 'campaign-assets/over.webp',
      endsAt: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000),
    },
    {
      slug: 'not-public-yet',
      organizationId: draft.id,
      title: 'Not Public Yet',
      category: 'Environment',
      currency: 'INR',
      goalMinor: 10_000,
      raisedMinor: 10_000,
      asset: 'campaign-assets/draft.webp',
      isFeatured: true,
      endsAt: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000),
    },
    {
      slug: 'ended-appeal',
      organizationId: organization.id,
      title: 'Ended Appeal',
      category: 'Environment',
      currency: 'INR',
      goalMinor: 10_000,
      asset: 'campaign-assets/ended.webp',
      endsAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
    },
  ]);
});
afterAll(async () => app.close());

describe('GET /api/campaigns/featured', () => {
  it('answers the real share raised, above 100 when over-funded', async () => {
    const response = await app.inject('/api/campaigns/featured');
    const overFunded = response
      .json()
      .data.find((campaign: { slug: string }) => campaign.slug === 'over-funded');
    expect(overFunded.percentage).toBe(127);
  });

  it('leaves out campaigns of organizations that are not public', async () => {
    const response = await app.inject('/api/campaigns/featured');
    const slugs = response.json().data.map((campaign: { slug: string }) => campaign.slug);
    expect(slugs).toEqual(['clean-rivers', 'over-funded']);
  });

  it('lists live campaigns with their image as a media key', async () => {
    const response = await app.inject('/api/campaigns/featured?limit=1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: [
        {
          slug: 'clean-rivers',
          title: 'Clean Rivers',
          asset: 'campaign-assets/rivers.webp',
          organization_name: 'River Trust',
          category: 'Environment',
          goal: 100_000,
          raised: 25_000,
          currency: 'INR',
          percentage: 25,
          remaining_days: 10,
        },
      ],
    });
  });
});
