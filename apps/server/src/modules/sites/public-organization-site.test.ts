import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { validIndiaNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import { emptyWebsiteForm } from '@givecrowd/shared/organization/website-form';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, organizations } from '@/db/schema.ts';

const now = new Date('2025-06-15T12:00:00Z');
let app: TestApp;

const organization = (
  slug: string,
  status: (typeof organizations.$inferInsert)['status'],
): typeof organizations.$inferInsert => ({
  slug,
  status,
  name: 'Seva Trust',
  subdomain: slug,
  data: {
    ...validIndiaNgo,
    ...emptyWebsiteForm,
    organization_name: 'Seva Trust',
    homepage_header_title: 'Every child in school, every day',
    organization_story: '<p>We run <strong>evening classes</strong>.</p><script>alert(1)</script>',
    display_organization_showpage_analytics: true,
    show_privacy_policy: false,
  },
});

beforeAll(async () => {
  app = await buildTestApp({ platformDomain: 'givecrowd.test' }, { now: () => now });
  const [seva] = await app.db
    .insert(organizations)
    .values([
      organization('seva-trust', 'approved'),
      organization('seva-draft', 'draft'),
      organization('seva-submitted', 'submitted'),
      organization('seva-rejected', 'rejected'),
    ])
    .returning({ id: organizations.id });
  if (!seva) throw new Error('no organization');
  await app.db.insert(campaigns).values({
    organizationId: seva.id,
    slug: 'night-school',
    title: 'Night school lamps',
    category: 'Education',
    currency: 'INR',
    goalMinor: 10_000_000,
    raisedMinor: 2_500_000,
    donorCount: 4,
    asset: 'campaign-assets/lamps.webp',
    endsAt: new Date('2025-06-25T12:00:00Z'),
  });
});
afterAll(async () => app.close());

const getPublicSite = (slug: string) =>
  app.inject(`/api/organization/public/${encodeURIComponent(slug)}`);

describe('GET /api/organization/public/{slug}', () => {
  it('answers the same site as the organization’s own host, for a short while', async () => {
    const response = await getPublicSite('seva-trust');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const bySlug = response.json();
    const byHost = (await app.inject('/api/organization/site/seva-trust.givecrowd.test')).json();
    expect(bySlug).toEqual(byHost);
  });

  it('honours the flags and cleans the rich text', async () => {
    const { data } = (await getPublicSite('seva-trust')).json();
    expect(data).toMatchObject({
      slug: 'seva-trust',
      homepage_header_title: 'Every child in school, every day',
      organization_story: '<p>We run <strong>evening classes</strong>.</p>',
      pages: { terms_of_use: true, privacy_policy: false },
      stats: { campaigns: 1, supporters: 4, raised: [{ currency: 'INR', amount: 25_000 }] },
      campaigns: [expect.objectContaining({ slug: 'night-school', percentage: 25 })],
    });
  });

  it('answers preview: false for an approved organization', async () => {
    expect((await getPublicSite('seva-trust')).json().data.preview).toBe(false);
  });

  it.each(['no-such-org', 'seva-draft', 'seva-submitted', 'seva-rejected'])(
    'answers 404 for %s',
    async (slug) => {
      const response = await getPublicSite(slug);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: false, message: DRAFT_MESSAGES.notFound });
    },
  );
});
