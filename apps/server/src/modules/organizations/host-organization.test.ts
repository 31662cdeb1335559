import { HOST_NOT_PUBLISHED_MESSAGE } from '@givecrowd/shared/organization/domain-api';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '@/db/schema.ts';
import { signSitePreviewToken } from '@/modules/preview/index.ts';

let app: TestApp;
let seva: { id: string };
let waiting: [{ id: string }];

beforeAll(async () => {
  app = await buildTestApp({
    platformDomain: 'givecrowd.test',
    mediaBaseUrl: 'https://cdn.example.org/media',
  });
  [seva] = (await app.db
    .insert(organizations)
    .values({
      slug: 'seva-trust',
      name: 'Seva Trust',
      status: 'approved',
      subdomain: 'seva',
      customDomain: 'donate.seva.example.org',
      logo: 'organization-logo/abc.webp',
      analyticsId: 'G-SEVA123',
    })
    .returning({ id: organizations.id })) as [{ id: string }];
  await app.db
    .insert(organizations)
    .values({ slug: 'plain-org', name: 'Plain Org', status: 'approved', subdomain: 'plain' });
  waiting = (await app.db
    .insert(organizations)
    .values({ slug: 'waiting-org', name: 'Waiting Org', status: 'submitted', subdomain: 'waiting' })
    .returning({ id: organizations.id })) as [{ id: string }];
});
afterAll(async () => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/organization/domain/{host}', () => {
  it.each(['seva.givecrowd.test', 'SEVA.givecrowd.test:3000', 'donate.seva.example.org'])(
    'names the organization at %s',
    async (host) => {
      const response = await get(`/api/organization/domain/${encodeURIComponent(host)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: true,
        data: {
          _id: seva.id,
          slug: 'seva-trust',
          organization_name: 'Seva Trust',
          organization_logo: 'organization-logo/abc.webp',
        },
      });
    },
  );

  it('answers a null logo when the organization has none', async () => {
    const response = await get('/api/organization/domain/plain.givecrowd.test');
    expect(response.json().data.organization_logo).toBeNull();
  });

  it.each([
    'nosuch.givecrowd.test',
    'givecrowd.test',
    'a.seva.givecrowd.test',
    'other.example.org',
    'bad_host!',
  ])('answers 404 in the envelope for %s', async (host) => {
    const response = await get(`/api/organization/domain/${encodeURIComponent(host)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      message: 'No organization uses this address.',
    });
  });

  it('answers 400 for a host longer than any host can be', async () => {
    const response = await get(`/api/organization/domain/${'a'.repeat(254)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(false);
  });
});

describe('GET /api/organization/seo-domain/{host}', () => {
  it('answers the analytics id, or null when none is set', async () => {
    expect((await get('/api/organization/seo-domain/seva.givecrowd.test')).json()).toEqual({
      status: true,
      data: 'G-SEVA123',
    });
    expect((await get('/api/organization/seo-domain/plain.givecrowd.test')).json()).toEqual({
      status: true,
      data: null,
    });
  });

  it('answers 404 when no organization has the host', async () => {
    expect((await get('/api/organization/seo-domain/nosuch.givecrowd.test')).statusCode).toBe(404);
  });
});

describe('the host calls of an organization not approved yet', () => {
  const previewToken = (organizationId: string, now = new Date()) =>
    signSitePreviewToken({ secret: app.config.authSecret, organizationId, now });

  it('answer 404 saying the site is not published yet, unless with its preview token', async () => {
    const message = HOST_NOT_PUBLISHED_MESSAGE;
    for (const path of ['domain', 'seo-domain']) {
      const url = `/api/organization/${path}/waiting.givecrowd.test`;
      expect((await get(url)).json()).toEqual({ status: false, message });
      const token = previewToken(waiting[0].id);
      const previewed = await get(`${url}?preview=${encodeURIComponent(token)}`);
      expect(previewed.statusCode, path).toBe(200);
      const foreign = await get(`${url}?preview=${encodeURIComponent(previewToken(seva.id))}`);
      expect(foreign.statusCode, path).toBe(404);
    }
    const named = await get(
      `/api/organization/domain/waiting.givecrowd.test?preview=${encodeURIComponent(previewToken(waiting[0].id))}`,
    );
    expect(named.json().data).toMatchObject({
      slug: 'waiting-org',
      organization_name: 'Waiting Org',
    });
  });
});
