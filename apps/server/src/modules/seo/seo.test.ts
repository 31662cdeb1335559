import type { OrganizationStatus } from '@givecrowd/shared/organization/organization-status';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { insertOrganization } from '@test/campaign-helpers.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, organizations } from '@/db/schema.ts';
import { PLATFORM_PAGES, platformSitemap } from './platform-sitemap.ts';
import { browserOnlyRules } from './robots.ts';

let app: TestApp;

async function insertCampaign(organizationId: string, slug: string) {
  await app.db.insert(campaigns).values({
    slug,
    organizationId,
    title: `Campaign ${slug}`,
    category: 'Education',
    currency: 'INR',
    goalMinor: 10_000_000,
    asset: 'campaign-assets/lamps.png',
    endsAt: new Date('2099-01-01T00:00:00Z'),
  });
}

async function organizationWithCampaigns(
  slug: string,
  status: OrganizationStatus,
  campaignSlugs: string[],
  subdomain?: string,
) {
  const organization = await insertOrganization(app, { slug, status });
  if (subdomain) {
    await app.db
      .update(organizations)
      .set({ subdomain })
      .where(eq(organizations.id, organization.id));
  }
  for (const campaignSlug of campaignSlugs) await insertCampaign(organization.id, campaignSlug);
  return organization;
}

const get = (url: string, host = 'localhost:3000') => app.inject({ url, headers: { host } });

beforeAll(async () => {
  app = await buildTestApp();
  await organizationWithCampaigns('b-public', 'approved', ['b-lamps', 'a-books'], 'bpublic');
  await organizationWithCampaigns('a-public', 'approved', ['c-water']);
  await organizationWithCampaigns('draft-org', 'draft', ['draft-campaign']);
  await organizationWithCampaigns('rejected-org', 'rejected', ['rejected-campaign']);
});

afterAll(async () => {
  await app.close();
});

describe('GET /sitemap.xml on the platform', () => {
  it('lists its own pages, then public organizations and their campaigns by slug', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      ...PLATFORM_PAGES.map((path) => `http://localhost:3000${path}`),
      'http://localhost:3000/organization/a-public',
      'http://localhost:3000/organization/b-public',
      'http://localhost:3000/campaign/a-books',
      'http://localhost:3000/campaign/b-lamps',
      'http://localhost:3000/campaign/c-water',
    ]);
    expect(response.body).toMatch(
      /<loc>http:\/\/localhost:3000\/organization\/a-public<\/loc><lastmod>\d{4}-/,
    );
  });

  it('splits a large site into pages, listed by a sitemap index', async () => {
    const sitemap = await platformSitemap(app.db, 'https://givecrowd.example', 5);
    expect(sitemap.pageCount).toBe(3);
    const pages = await Promise.all([1, 2, 3].map((page) => sitemap.page(page)));
    expect(pages.map((entries) => entries.length)).toEqual([5, 5, 2]);
    expect(pages.flat().map(({ loc }) => loc.replace('https://givecrowd.example', ''))).toEqual([
      ...PLATFORM_PAGES,
      '/organization/a-public',
      '/organization/b-public',
      '/campaign/a-books',
      '/campaign/b-lamps',
      '/campaign/c-water',
    ]);
  });

  it('answers a page that is not there with 404 and a bad page with 400', async () => {
    expect((await get('/sitemap.xml?page=2')).statusCode).toBe(404);
    const bad = await get('/sitemap.xml?page=first');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: false });
  });
});

describe("GET /sitemap.xml on an organization's host", () => {
  it("lists that site's pages only", async () => {
    const response = await get('/sitemap.xml', 'bpublic.localhost:3000');
    expect(response.statusCode).toBe(200);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations[0]).toBe('http://bpublic.localhost:3000/');
    expect(locations.every((loc) => loc?.startsWith('http://bpublic.localhost:3000/'))).toBe(true);
    expect(locations.some((loc) => loc?.includes('/campaign/'))).toBe(false);
  });

  it('answers 404 on a host no organization uses', async () => {
    expect((await get('/sitemap.xml', 'nobody.localhost:3000')).statusCode).toBe(404);
  });
});

describe('GET /robots.txt', () => {
  it('points to the sitemap on the host asked', async () => {
    const response = await get('/robots.txt', 'bpublic.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: http://bpublic.localhost:3000/sitemap.xml');
  });

  it('keeps crawlers off a host no organization uses', async () => {
    const response = await get('/robots.txt', 'nobody.localhost:3000');
    expect(response.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('answers 404 for a Host that is no host name', async () => {
    expect((await get('/robots.txt', 'bad host')).statusCode).toBe(404);
  });
});

describe('browserOnlyRules', () => {
  it('keeps out the pages rendered in the browser exactly, and those with a parameter up to it', () => {
    expect(
      browserOnlyRules(['/dashboard', '/campaign/create', '/agreement/sign/:token', '/dashboard']),
    ).toEqual([
      '/api/',
      '/upload-service/',
      '/dashboard$',
      '/dashboard?',
      '/campaign/create$',
      '/campaign/create?',
      '/agreement/sign/',
    ]);
  });
});
