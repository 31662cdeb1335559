import { validIndiaNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import { emptyWebsiteForm, type WebsiteForm } from '@givecrowd/shared/organization/website-form';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, organizations } from '@/db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2025-06-15T12:00:00Z');

/** Step 1 as a person saves it: every flag on, a video, two sections shown and one hidden. */
const website: WebsiteForm = {
  ...emptyWebsiteForm,
  organization_logo: 'organization-logos/seva.png',
  homepage_header_image: 'home-page-header-image/seva.webp',
  homepage_header_title: 'Every child in school, every day',
  organization_story:
    '<p>We run <strong>evening classes</strong>.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  about_us_description: '<h2>Who we are</h2><p>Teachers and parents of Pune.</p>',
  display_organization_showpage_analytics: true,
  show_terms_of_use: true,
  show_privacy_policy: false,
  show_login: false,
  show_section: true,
  organization_testimonial: {
    text: 'What parents say',
    to_display: true,
    list: [{ name: 'Meera', text: 'My son reads now.', link: 'javascript:alert(1)' }],
  },
  organization_partners: {
    text: '',
    to_display: true,
    list: [{ name: 'Pune Rotary', text: '', link: 'https://rotary.example.org' }],
  },
  organization_media: {
    text: 'In the news',
    to_display: false,
    list: [{ name: 'Pune Times', text: 'A school at night', link: '' }],
  },
  organization_video: {
    url: 'https://youtu.be/dQw4w9WgXcQ',
    name: 'A day at our school',
    check: true,
  },
  second_page_terms: true,
};

let app: TestApp;
let seva: { id: string };

const campaign = (overrides: Partial<typeof campaigns.$inferInsert>) => ({
  organizationId: seva.id,
  category: 'Education',
  currency: 'INR',
  goalMinor: 10_000_000,
  raisedMinor: 0,
  asset: 'campaign-assets/books.webp',
  endsAt: new Date(now.getTime() + 10 * DAY_MS),
  slug: 'books',
  title: 'Books',
  ...overrides,
});

beforeAll(async () => {
  app = await buildTestApp({ platformDomain: 'givecrowd.test' }, { now: () => now });
  [seva] = (await app.db
    .insert(organizations)
    .values({
      slug: 'seva-trust',
      name: 'Seva Trust',
      status: 'approved',
      subdomain: 'seva',
      customDomain: 'donate.seva.example.org',
      logo: 'organization-logos/seva.png',
      analyticsId: 'G-SEVA1234',
      progressPage: 2,
      data: {
        ...validIndiaNgo,
        organization_name: 'Seva Trust',
        organization_categories: [{ name: 'Education' }, { name: 'Child Welfare' }],
        organization_phone: '+919876543210',
        ...website,
      },
    })
    .returning({ id: organizations.id })) as [{ id: string }];
  await app.db.insert(campaigns).values([
    campaign({
      slug: 'night-school',
      title: 'Night school lamps',
      raisedMinor: 2_500_000,
      donorCount: 40,
      createdAt: new Date(now.getTime() - 30 * DAY_MS),
    }),
    campaign({
      slug: 'library',
      title: 'A library for Kothrud',
      goalMinor: 5_000_000,
      raisedMinor: 6_000_050,
      donorCount: 12,
      createdAt: new Date(now.getTime() - 5 * DAY_MS),
    }),
    campaign({
      slug: 'monsoon-kits',
      title: 'Monsoon kits',
      raisedMinor: 100_000,
      donorCount: 3,
      endsAt: new Date(now.getTime() - DAY_MS),
      createdAt: new Date(now.getTime() - DAY_MS),
    }),
  ]);
  // Registered at step 0 only: no step-1 content saved yet.
  await app.db.insert(organizations).values({
    slug: 'plain-org',
    name: 'Plain Org',
    status: 'approved',
    subdomain: 'plain',
    analyticsId: 'not an id"><script>',
    data: { ...validIndiaNgo, organization_name: 'Plain Org', organization_phone: '' },
  });
});
afterAll(async () => app.close());

const getSite = (host: string) =>
  app.inject({ method: 'GET', url: `/api/organization/site/${encodeURIComponent(host)}` });

describe('GET /api/organization/site/{host}', () => {
  it.each(['seva.givecrowd.test', 'SEVA.givecrowd.test:3000', 'donate.seva.example.org'])(
    'answers the site of the organization at %s, for a short while',
    async (host) => {
      const response = await getSite(host);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.json()).toMatchObject({
        status: true,
        data: {
          _id: seva.id,
          slug: 'seva-trust',
          organization_name: 'Seva Trust',
          organization_logo: 'organization-logos/seva.png',
          homepage_header_image: 'home-page-header-image/seva.webp',
          homepage_header_title: 'Every child in school, every day',
          categories: ['Education', 'Child Welfare'],
          organization_video: {
            provider: 'youtube',
            embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
            name: 'A day at our school',
          },
          analytics_id: 'G-SEVA1234',
        },
      });
    },
  );

  it('cleans the rich text again on the way out', async () => {
    const { data } = (await getSite('seva.givecrowd.test')).json();
    expect(data.organization_story).toBe('<p>We run <strong>evening classes</strong>.</p>');
    expect(data.organization_story).not.toMatch(/script|onerror|alert/);
    expect(data.about_us_description).toBe(
      '<h2>Who we are</h2><p>Teachers and parents of Pune.</p>',
    );
  });

  it('honours the flags: pages, login, sections and the figures band', async () => {
    const { data } = (await getSite('seva.givecrowd.test')).json();
    expect(data.pages).toEqual({
      about_us: true,
      terms_of_use: true,
      privacy_policy: false,
      login: false,
    });
    expect(data.sections).toEqual([
      {
        key: 'organization_testimonial',
        heading: 'What parents say',
        // A link that is not http(s) is dropped; the entry stays.
        entries: [{ name: 'Meera', text: 'My son reads now.', link: '' }],
      },
      {
        key: 'organization_partners',
        heading: '',
        entries: [{ name: 'Pune Rotary', text: '', link: 'https://rotary.example.org' }],
      },
    ]);
    expect(data.stats).toEqual({
      campaigns: 3,
      supporters: 55,
      raised: [{ currency: 'INR', amount: 86_000.5 }],
    });
  });

  it('lists its campaigns, live ones first and newest first', async () => {
    const { data } = (await getSite('seva.givecrowd.test')).json();
    expect(data.campaigns).toEqual([
      {
        slug: 'library',
        title: 'A library for Kothrud',
        asset: 'campaign-assets/books.webp',
        category: 'Education',
        currency: 'INR',
        goal: 50_000,
        raised: 60_000.5,
        percentage: 120,
        remaining_days: 10,
      },
      expect.objectContaining({ slug: 'night-school', percentage: 25, remaining_days: 10 }),
      expect.objectContaining({ slug: 'monsoon-kits', remaining_days: 0 }),
    ]);
  });

  it('shows the public contact details, never the signatory’s', async () => {
    const { data } = (await getSite('seva.givecrowd.test')).json();
    expect(data.contact).toEqual({
      email: 'contact@helpinghands.org',
      phone: { e164: '+919876543210', display: '+91 98765 43210' },
      address: ['12 MG Road', 'Pune', 'India'],
    });
    expect(JSON.stringify(data)).not.toContain(validIndiaNgo.organization_admin_email);
    expect(JSON.stringify(data)).not.toContain(validIndiaNgo.organization_pan_card_number);
  });

  it('gives an organization without step 1 the default pages and no extras', async () => {
    const response = await getSite('plain.givecrowd.test');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      organization_name: 'Plain Org',
      organization_logo: null,
      homepage_header_image: null,
      organization_story: '',
      organization_video: null,
      campaigns: [],
      sections: [],
      stats: null,
      // An analytics id that is no tag id never reaches a page.
      analytics_id: null,
      contact: { email: 'contact@helpinghands.org', phone: null },
      pages: { about_us: false, terms_of_use: true, privacy_policy: true, login: true },
    });
  });

  it('leaves out the video and sections the organization switched off', async () => {
    await app.db
      .update(organizations)
      .set({
        data: {
          ...validIndiaNgo,
          ...website,
          show_section: false,
          show_default_pages: false,
          display_organization_showpage_analytics: false,
          organization_video: { ...website.organization_video, check: false },
        },
      })
      .where(eq(organizations.id, seva.id));
    const { data } = (await getSite('seva.givecrowd.test')).json();
    expect(data).toMatchObject({
      organization_video: null,
      sections: [],
      stats: null,
      pages: { terms_of_use: false, privacy_policy: false },
    });
  });

  // Which hosts belong to no organization is the domain call's rule, tested with it
  // (organizations/host-organization.test.ts); the site answers that 404 as it is.
  it('answers 404 in the envelope when no organization has the host', async () => {
    const response = await getSite('nosuch.givecrowd.test');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      message: 'No organization uses this address.',
    });
  });
});

describe('the Content-Security-Policy', () => {
  it('lets organization sites embed their video and load their analytics tag', async () => {
    const policy = String(
      (await getSite('seva.givecrowd.test')).headers['content-security-policy'],
    );
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('frame-src')).toContain('https://www.youtube-nocookie.com');
    expect(directive('frame-src')).toContain('https://player.vimeo.com');
    expect(directive('script-src')).toContain('https://www.googletagmanager.com');
    expect(directive('connect-src')).toContain('https://*.google-analytics.com');
    expect(directive('img-src')).toContain('https://*.googletagmanager.com');
  });
});
