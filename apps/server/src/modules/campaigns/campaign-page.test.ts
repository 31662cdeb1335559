import { CAMPAIGN_MESSAGES } from '@givecrowd/shared/campaigns/campaign-messages';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { insertOrganization } from '@test/campaign-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '@/db/schema.ts';

const now = new Date('2030-03-10T09:00:00Z');
let app: TestApp;
let seva: { id: string; slug: string };

const campaign = (
  organizationId: string,
  overrides: Partial<typeof campaigns.$inferInsert>,
): typeof campaigns.$inferInsert => ({
  organizationId,
  slug: 'lamps',
  title: 'Solar lamps for night school',
  category: 'Education',
  currency: 'INR',
  goalMinor: 10_000_000,
  raisedMinor: 12_700_050,
  donorCount: 31,
  asset: 'campaign-assets/lamps.webp',
  endsAt: new Date('2030-03-20T00:00:00Z'),
  ...overrides,
});

beforeAll(async () => {
  app = await buildTestApp({}, { now: () => now });
  seva = await insertOrganization(app, { status: 'approved', slug: 'seva-trust' });
  const draft = await insertOrganization(app, { status: 'draft' });
  const rejected = await insertOrganization(app, { status: 'rejected' });
  await app.db.insert(campaigns).values([
    campaign(seva.id, {
      slug: 'night-school-lamps',
      summary: 'Forty evening classes need light.',
      // Stored before cleaning existed: it is cleaned again on the way out.
      story: '<p>Forty classes <strong>need light</strong>.</p><script>alert(1)</script>',
    }),
    campaign(seva.id, {
      slug: 'ended-appeal',
      kind: 'event',
      raisedMinor: 0,
      endsAt: new Date('2030-03-01T00:00:00Z'),
    }),
    campaign(draft.id, { slug: 'draft-campaign' }),
    campaign(rejected.id, { slug: 'rejected-campaign' }),
  ]);
});
afterAll(async () => app.close());

describe('GET /api/campaigns/{slug}', () => {
  it('answers the campaign, its story cleaned, for a short while', async () => {
    const response = await app.inject('/api/campaigns/night-school-lamps');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.json()).toEqual({
      status: true,
      data: {
        slug: 'night-school-lamps',
        kind: 'campaign',
        title: 'Solar lamps for night school',
        summary: 'Forty evening classes need light.',
        story: '<p>Forty classes <strong>need light</strong>.</p>',
        asset: 'campaign-assets/lamps.webp',
        category: 'Education',
        currency: 'INR',
        goal: 100_000,
        raised: 127_000.5,
        donor_count: 31,
        percentage: 127,
        remaining_days: 10,
        end_date: '2030-03-19',
        organization: {
          _id: seva.id,
          slug: 'seva-trust',
          organization_name: 'Seva Education Trust',
          organization_logo: 'organization-logos/seva.png',
        },
        preview: false,
        closed: false,
        // Its organization has no bank account or provider account: nothing to give to yet.
        accepts_donations: false,
      },
    });
  });

  it('answers an ended event with no days left', async () => {
    const { data } = (await app.inject('/api/campaigns/ended-appeal')).json();
    expect(data).toMatchObject({ kind: 'event', remaining_days: 0, end_date: '2030-02-28' });
  });

  it.each(['no-such-campaign', 'draft-campaign', 'rejected-campaign'])(
    'answers 404 for %s',
    async (slug) => {
      const response = await app.inject(`/api/campaigns/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: false, message: CAMPAIGN_MESSAGES.notFound });
    },
  );
});
