import { bearer, post } from '@test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { insertOrganization } from '@test/campaign-helpers.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { insertSearchData, NOW } from '@test/search-test-data.ts';
import { recordUpload } from '@test/site-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({}, { now: () => NOW });
  await insertSearchData(app);
});
afterAll(async () => app.close());

async function discover(params: Record<string, string | number>) {
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]),
  );
  const response = await app.inject(`/api/discover?${query}`);
  return { statusCode: response.statusCode, body: response.json() };
}

async function campaignSlugs(params: Record<string, string | number>) {
  const { body } = await discover({ limit: 48, ...params });
  return body.data.campaigns.map((campaign: { slug: string }) => campaign.slug);
}

describe('GET /api/discover, campaigns', () => {
  it('lists public campaigns and events, live first, in the Magic order by default', async () => {
    const { statusCode, body } = await discover({ limit: 2 });
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({ tab: 'campaigns', total: 7, page: 1, organizations: [] });
    expect(body.data.campaigns[0]).toEqual({
      slug: 'stock-classroom-libraries',
      title: 'Stock classroom libraries',
      asset: 'campaign-assets/stock-classroom-libraries.webp',
      organization_name: 'River Trust',
      category: 'Education',
      goal: 100_000,
      raised: 127_000,
      currency: 'INR',
      percentage: 127,
      remaining_days: 10,
    });
    // Featured, then closeness to the goal and donors; the ended campaign last.
    expect(await campaignSlugs({})).toEqual([
      'stock-classroom-libraries',
      'mobile-health-clinic-for-leeds',
      'educate-40-girls-in-pune',
      'hindi-education',
      'charity-run-for-schools',
      'rescue-stray-dogs',
      'clean-the-river-banks',
    ]);
  });

  it('sorts by newest, by share raised and by the nearest end (live only)', async () => {
    expect(await campaignSlugs({ sort: 'Newest' })).toEqual([
      'mobile-health-clinic-for-leeds',
      'charity-run-for-schools',
      'hindi-education',
      'educate-40-girls-in-pune',
      'rescue-stray-dogs',
      'stock-classroom-libraries',
      'clean-the-river-banks',
    ]);
    expect(await campaignSlugs({ sort: 'Most funded' })).toEqual([
      'stock-classroom-libraries',
      'mobile-health-clinic-for-leeds',
      'educate-40-girls-in-pune',
      'charity-run-for-schools',
      'hindi-education',
      'rescue-stray-dogs',
      'clean-the-river-banks',
    ]);
    const endingSoon = await discover({ sort: 'Ending soon' });
    expect(endingSoon.body.data.total).toBe(6);
    expect(
      endingSoon.body.data.campaigns.map((campaign: { slug: string }) => campaign.slug),
    ).toEqual([
      'charity-run-for-schools',
      'mobile-health-clinic-for-leeds',
      'stock-classroom-libraries',
      'rescue-stray-dogs',
      'educate-40-girls-in-pune',
      'hindi-education',
    ]);
  });

  it('keeps to one category, named in any case; an unknown one lists nothing', async () => {
    const { body } = await discover({ category: 'EDUCATION' });
    expect(body.data.total).toBe(3);
    expect(body.data.campaigns.map((campaign: { slug: string }) => campaign.slug)).toEqual([
      'stock-classroom-libraries',
      'educate-40-girls-in-pune',
      'hindi-education',
    ]);
    const unknown = await discover({ category: "Education' or '1'='1" });
    expect(unknown.body.data).toMatchObject({ total: 0, campaigns: [] });
  });

  it('pages with the same total', async () => {
    const all = await campaignSlugs({ sort: 'Newest' });
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const { body } = await discover({ sort: 'Newest', limit: 2, page });
      expect(body.data).toMatchObject({ total: 7, page });
      pages.push(...body.data.campaigns.map((campaign: { slug: string }) => campaign.slug));
    }
    expect(pages).toEqual(all);
  });

  it('refuses an unknown tab or sort and a page or limit out of range with 400', async () => {
    const refused: Record<string, string | number>[] = [
      { tab: 'people' },
      { sort: 'Random' },
      { page: 0 },
      { limit: 0 },
      { limit: 49 },
      { limit: 'many' },
    ];
    for (const params of refused) {
      const { statusCode, body } = await discover(params);
      expect(statusCode).toBe(400);
      expect(body).toMatchObject({ status: false, message: expect.any(String) });
    }
  });
});

describe('GET /api/discover, organizations', () => {
  it('lists public organizations with their categories and campaign counts', async () => {
    const { body } = await discover({ tab: 'organizations' });
    expect(body.data).toMatchObject({ tab: 'organizations', total: 2, campaigns: [] });
    expect(body.data.organizations).toEqual([
      {
        slug: 'seva-education-society',
        name: 'Seva Education Society',
        logo: 'organization-logos/seva-education-society.png',
        country_code: 'IN',
        categories: ['Education', 'Healthcare'],
        campaign_count: 4,
      },
      {
        slug: 'river-trust',
        name: 'River Trust',
        logo: 'organization-logos/river-trust.png',
        country_code: 'IN',
        categories: ['Environment'],
        campaign_count: 3,
      },
    ]);
  });

  it('sorts the newest first and keeps to a category', async () => {
    const newest = await discover({ tab: 'organizations', sort: 'Newest' });
    expect(
      newest.body.data.organizations.map((organization: { slug: string }) => organization.slug),
    ).toEqual(['river-trust', 'seva-education-society']);
    const health = await discover({ tab: 'organizations', category: 'healthcare' });
    expect(health.body.data.total).toBe(1);
    expect(health.body.data.organizations[0].slug).toBe('seva-education-society');
  });

  it('sorts by the share of all campaign goals raised and by the nearest live end', async () => {
    const slugs = async (sort: string) =>
      (await discover({ tab: 'organizations', sort })).body.data.organizations.map(
        (organization: { slug: string }) => organization.slug,
      );
    // River Trust raised 217,000 of 300,000 (72%), Seva 130,000 of 400,000 (33%).
    expect(await slugs('Most funded')).toEqual(['river-trust', 'seva-education-society']);
    // River Trust's charity run ends in a day, Seva's clinic in five.
    expect(await slugs('Ending soon')).toEqual(['river-trust', 'seva-education-society']);
    // Magic: the most campaigns first.
    expect(await slugs('Magic')).toEqual(['seva-education-society', 'river-trust']);
  });

  it('answers a page past the last one with no organizations and the same total', async () => {
    const { body } = await discover({ tab: 'organizations', page: 9 });
    expect(body.data).toMatchObject({ total: 2, page: 9, organizations: [] });
  });
});

describe('a new campaign', () => {
  it('shows a campaign created through the API at once, past the cached lists and answers', async () => {
    const featuredSlugs = async () =>
      (await app.inject('/api/campaigns/featured?limit=24'))
        .json()
        .data.map((campaign: { slug: string }) => campaign.slug);
    const searchSlugs = async () =>
      (await app.inject('/api/organization/searchbar?query=solar%20lamps'))
        .json()
        .data.data.map((result: { slug: string }) => result.slug);
    expect(await campaignSlugs({ sort: 'Newest' })).not.toContain('solar-lamps-for-night-school');
    expect(await featuredSlugs()).not.toContain('solar-lamps-for-night-school');
    expect(await searchSlugs()).toEqual([]);
    const user = await createTestUser(app);
    const organization = await insertOrganization(app, { ownerId: user.id });
    const image = await recordUpload(app, { ownerId: user.id, purpose: 'campaign-assets' });
    const created = await post(
      app,
      '/api/campaigns',
      {
        organization: organization.id,
        kind: 'campaign',
        title: 'Solar lamps for night school',
        category: 'Education',
        goal: '50000',
        end_date: '2030-04-30',
        image,
        story: '<p>Light for forty evening classes.</p>',
      },
      bearer(user.token),
    );
    expect(created.statusCode).toBe(201);
    expect((await campaignSlugs({ sort: 'Newest' }))[0]).toBe('solar-lamps-for-night-school');
    expect(await featuredSlugs()).toContain('solar-lamps-for-night-school');
    expect(await searchSlugs()).toEqual(['solar-lamps-for-night-school']);

    // Closed early by its owner, it is listed with the ended ones, its card saying so.
    const closed = await post(
      app,
      '/api/campaigns/solar-lamps-for-night-school/close',
      {},
      bearer(user.token),
    );
    expect(closed.statusCode).toBe(200);
    const newest = (await discover({ sort: 'Newest', limit: 48 })).body.data.campaigns;
    expect(newest.slice(-2)).toMatchObject([
      { slug: 'solar-lamps-for-night-school', remaining_days: 0 },
      { slug: 'clean-the-river-banks' },
    ]);
    expect(await campaignSlugs({ sort: 'Ending soon' })).not.toContain(
      'solar-lamps-for-night-school',
    );
    expect(await featuredSlugs()).not.toContain('solar-lamps-for-night-school');
    const found = (await app.inject('/api/organization/searchbar?query=solar%20lamps')).json();
    expect(found.data.data[0]).toMatchObject({ remaining_days: 0 });
  });
});
