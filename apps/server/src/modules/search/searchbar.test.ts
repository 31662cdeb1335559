import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { insertSearchData, NOW, PUBLIC_CAMPAIGNS_BY_ACTIVITY } from '@test/search-test-data.ts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, organizations } from '@/db/schema.ts';
import { createListCache } from './list-cache.ts';
import { createSearchbar, runOn } from './searchbar.ts';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({}, { now: () => NOW });
  await insertSearchData(app);
});
afterAll(async () => app.close());

async function search(params: Record<string, string | number>) {
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]),
  );
  const response = await app.inject(`/api/organization/searchbar?${query}`);
  return { statusCode: response.statusCode, body: response.json() };
}

async function slugsFor(query: string, limit = 20): Promise<string[]> {
  const { body } = await search({ query, limit });
  return body.data.data.map((result: { slug: string }) => result.slug);
}

describe('GET /api/organization/searchbar', () => {
  it('finds a category, its campaigns and titles by a prefix; organizations first', async () => {
    const { statusCode, body } = await search({ query: 'edu' });
    expect(statusCode).toBe(200);
    expect(body.status).toBe(true);
    expect(body.data.allCategory).toEqual([{ name: 'Education' }]);
    expect(body.data.orgData).toBe(4);
    expect(body.data.data).toEqual([
      {
        type: 'org',
        slug: 'seva-education-society',
        title: 'Seva Education Society',
        asset: 'organization-logos/seva-education-society.png',
        percentage: 0,
        remaining_days: 0,
      },
      {
        type: 'cam',
        slug: 'educate-40-girls-in-pune',
        title: 'Educate 40 girls in Pune',
        asset: 'campaign-assets/educate-40-girls-in-pune.webp',
        percentage: 50,
        remaining_days: 30,
      },
      // Campaigns of the category come after the titles, the most active first.
      expect.objectContaining({ slug: 'stock-classroom-libraries', percentage: 127 }),
      expect.objectContaining({ slug: 'hindi-education', title: 'बच्चों की शिक्षा' }),
    ]);
  });

  it('finds a misspelt word by the closest word titles and names use', async () => {
    const { body } = await search({ query: 'helth' });
    expect(body.data.data.map((result: { slug: string }) => result.slug)).toEqual([
      'mobile-health-clinic-for-leeds',
    ]);
    expect(body.data.allCategory).toEqual([{ name: 'Healthcare' }, { name: 'Mental Health' }]);
    expect(await slugsFor('Clinc Leds')).toEqual(['mobile-health-clinic-for-leeds']);
    expect(await slugsFor('rivr')).toEqual(['river-trust', 'clean-the-river-banks']);
  });

  it('needs every word, each at the start of a word, in any case', async () => {
    expect(await slugsFor('MOBILE clin')).toEqual(['mobile-health-clinic-for-leeds']);
    expect(await slugsFor('mobile dogs')).toEqual([]);
    expect(await slugsFor('lth')).toEqual([]);
  });

  it('finds words of any script and numbers as typed', async () => {
    expect(await slugsFor('बच्चों की')).toEqual(['hindi-education']);
    expect(await slugsFor('40 girls')).toEqual(['educate-40-girls-in-pune']);
  });

  it('reads a Hindi word for a category as its English word too', async () => {
    // The Hindi title first, then what is written in English: the society, the category's campaigns.
    expect(await slugsFor('शिक्षा')).toEqual([
      'seva-education-society',
      'hindi-education',
      'stock-classroom-libraries',
      'educate-40-girls-in-pune',
    ]);
    const { body } = await search({ query: 'स्वास्थ्य' });
    expect(body.data.allCategory).toEqual([{ name: 'Healthcare' }, { name: 'Mental Health' }]);
    expect(body.data.data.map((result: { slug: string }) => result.slug)).toEqual([
      'mobile-health-clinic-for-leeds',
    ]);
  });

  it('shows an ended campaign with 0 days left', async () => {
    const { body } = await search({ query: 'banks' });
    expect(body.data.data).toEqual([
      expect.objectContaining({ remaining_days: 0, percentage: 90 }),
    ]);
  });

  it('pages through every match with the same total', async () => {
    const all = await slugsFor('edu');
    const pages = [];
    for (const page of [1, 2, 3, 4, 5]) {
      const { body } = await search({ query: 'edu', page, limit: 1 });
      expect(body.data.orgData).toBe(4);
      pages.push(...body.data.data.map((result: { slug: string }) => result.slug));
    }
    expect(pages).toEqual(all);
  });

  it('answers the most active campaigns for an empty query', async () => {
    const first = await search({ query: '', limit: 4 });
    expect(first.body.data.orgData).toBe(PUBLIC_CAMPAIGNS_BY_ACTIVITY.length);
    expect(first.body.data.allCategory).toEqual([]);
    const second = await search({ page: 2, limit: 4 });
    const slugs = [...first.body.data.data, ...second.body.data.data].map(
      (result: { slug: string }) => result.slug,
    );
    expect(slugs).toEqual(PUBLIC_CAMPAIGNS_BY_ACTIVITY);
  });

  it('never finds drafts, rejected organizations or their campaigns', async () => {
    const { body } = await search({ query: 'hidden' });
    expect(body.data).toEqual({ data: [], orgData: 0, allCategory: [] });
    expect(await slugsFor('appeal')).toEqual([]);
  });

  it('refuses a page or limit out of range with 400', async () => {
    const refused: Record<string, string | number>[] = [
      { limit: 0 },
      { limit: 21 },
      { limit: 1.5 },
      { page: 0 },
      { page: -1 },
      { page: 'two' },
    ];
    for (const params of refused) {
      const { statusCode, body } = await search({ query: 'edu', ...params });
      expect(statusCode).toBe(400);
      expect(body).toMatchObject({ status: false, message: expect.any(String) });
    }
    expect((await search({ query: 'edu', limit: 20, page: 1_000_000 })).body.data).toEqual({
      data: [],
      orgData: 4,
      allCategory: [{ name: 'Education' }],
    });
  });

  it('reads SQL, wildcards, quotes and emoji as plain text', async () => {
    for (const query of [
      "'; drop table campaigns; --",
      '%',
      '_',
      '\\',
      '%edu%',
      "o'clock",
      '"river"',
      'river:* | dogs',
      '!(river)',
      '🎉🎉',
      'x'.repeat(500),
    ]) {
      const { statusCode, body } = await search({ query });
      expect(statusCode, query).toBe(200);
      expect(body.status).toBe(true);
    }
    expect((await search({ query: '%' })).body.data.orgData).toBe(0);
    expect((await search({ query: '🎉' })).body.data.orgData).toBe(0);
    // Quotes and operators only separate words.
    expect(await slugsFor('"river"')).toEqual(['river-trust', 'clean-the-river-banks']);
    expect(await slugsFor('river:* | dogs')).toEqual([]);
    expect(await slugsFor('%edu%')).toEqual(await slugsFor('edu'));
    const [rows] = await app.db.select({ total: count() }).from(campaigns);
    expect(rows?.total).toBe(9);
    const [organizationRows] = await app.db.select({ total: count() }).from(organizations);
    expect(organizationRows?.total).toBe(4);
  });

  it('counts and serves the first matches up to the cap, ranking titles the same either way', async () => {
    // 's' matches an organization and three titles. Under a cap of 2 the titles, more than the
    // cap, are read in the order of activity; under the default cap they are sorted.
    const ask = (cap: number | undefined, query: string, page: number, limit: number) =>
      createSearchbar({
        run: runOn(app.db),
        cache: createListCache({ ttlMs: 0, maxEntries: 1 }),
        ...(cap ? { cap } : {}),
      })({ query, page, limit, now: NOW });
    const slugs = (answer: { data: { slug: string }[] }) => answer.data.map(({ slug }) => slug);
    const all = await ask(undefined, 's', 1, 20);
    expect(all.orgData).toBe(4);
    expect(slugs(all)).toEqual([
      'seva-education-society',
      'stock-classroom-libraries',
      'charity-run-for-schools',
      'rescue-stray-dogs',
    ]);
    for (const cap of [1, 2, 3]) {
      const pages = [];
      for (const page of [1, 2, 3, 4]) {
        const answer = await ask(cap, 's', page, 1);
        expect(answer.orgData, `cap ${cap}`).toBe(cap);
        pages.push(...slugs(answer));
      }
      expect(pages, `cap ${cap}`).toEqual(slugs(all).slice(0, cap));
    }
    const capped = await ask(2, 's', 1, 20);
    expect(slugs(capped)).toEqual(slugs(all).slice(0, 2));
    // The empty query too.
    const active = await ask(3, '', 1, 20);
    expect(active.orgData).toBe(3);
    expect(slugs(active)).toEqual(PUBLIC_CAMPAIGNS_BY_ACTIVITY.slice(0, 3));
    expect(slugs(await ask(3, '', 2, 2))).toEqual(PUBLIC_CAMPAIGNS_BY_ACTIVITY.slice(2, 3));
  });

  it('answers JSON with the security headers of every answer, a 400 too', async () => {
    const reference = (await app.inject('/api/health/live')).headers;
    for (const url of [
      '/api/organization/searchbar?query=edu',
      '/api/organization/searchbar?query=edu',
      '/api/organization/searchbar?limit=0',
    ]) {
      const { headers } = await app.inject(url);
      expect(headers['content-type']).toBe('application/json; charset=utf-8');
      for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options']) {
        expect(headers[name], `${url} ${name}`).toEqual(reference[name]);
      }
    }
  });

  it('answers searches that differ only in case, spacing or punctuation alike', async () => {
    const first = await search({ query: 'Mobile  Clinic' });
    for (const query of ['mobile clinic', 'MOBILE, clinic!', ' mobile "clinic" ']) {
      expect((await search({ query })).body, query).toEqual(first.body);
    }
  });

  it('finds a campaign the moment it is stored, misspelt too', async () => {
    const [river] = await app.db.select({ id: organizations.id }).from(organizations).limit(1);
    await app.db.insert(campaigns).values({
      slug: 'zebra-crossings',
      organizationId: river?.id ?? '',
      title: 'Zebra crossings near schools',
      category: 'Child Welfare',
      currency: 'INR',
      goalMinor: 100_000,
      asset: 'campaign-assets/zebra.webp',
      endsAt: new Date(NOW.getTime() + 86_400_000),
    });
    expect(await slugsFor('zebra')).toEqual(['zebra-crossings']);
    expect(await slugsFor('zebar')).toEqual(['zebra-crossings']);
  });
});
