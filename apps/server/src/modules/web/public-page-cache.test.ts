import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { bearer, post } from '@test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { insertOrganization } from '@test/campaign-helpers.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { recordUpload } from '@test/site-helpers.ts';
import { renderOf, writeWebBuild } from '@test/web-build.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '@/db/schema.ts';
import { signSitePreviewToken } from '@/modules/preview/index.ts';

const KEPT = 'public, s-maxage=5, stale-while-revalidate=30';

let root: string;
let app: TestApp;
/** Kept one second, and two renders per address and minute. */
let limited: TestApp;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-page-cache-'));
  app = await buildTestApp({ webDistDir: await writeWebBuild(root) });
  limited = await buildTestApp({
    webDistDir: await writeWebBuild(root),
    pageCacheSeconds: 1,
    pageRendersPerIpPerMinute: 2,
  });
});

afterAll(async () => {
  await app.close();
  await limited.close();
  await rm(root, { recursive: true, force: true });
});

async function page(url: string, headers: Record<string, string> = {}, on = app) {
  const response = await on.inject({ url, headers });
  return { response, render: renderOf(response.body) };
}

describe('anonymous pages kept in memory', () => {
  it('keeps a page a few seconds per host, path with query, and language, and says so', async () => {
    const first = await page('/discover?tab=campaigns');
    expect(first.response.statusCode).toBe(200);
    expect(first.response.headers['cache-control']).toBe(KEPT);
    expect(first.response.headers.vary).toBe('Cookie, Accept-Encoding');
    const again = await page('/discover?tab=campaigns');
    expect(again.render).toBe(first.render);
    expect(again.response.headers['cache-control']).toBe(KEPT);
    expect(again.response.body).toBe(first.response.body);

    const others = [
      await page('/discover?tab=organizations'),
      await page('/discover'),
      await page('/discover?tab=campaigns', { host: 'seva.localhost' }),
      await page('/discover?tab=campaigns', { host: 'localhost:3000' }),
      await page('/discover?tab=campaigns', { cookie: 'language=hi' }),
    ];
    const renders = others.map((other) => other.render);
    expect(new Set([first.render, ...renders]).size).toBe(6);
    expect(others[4]?.response.body).toContain('<html lang="hi"');
    expect((await page('/discover?tab=campaigns', { cookie: 'language=hi' })).render).toBe(
      renders[4],
    );
  });

  it('sends the donation page in its own template, with its own script, and keeps it', async () => {
    const donation = await page('/campaign/lamps/donate');
    expect(donation.response.statusCode).toBe(200);
    expect(donation.response.body).toContain('<script type="module" src="/assets/donate.js">');
    expect(donation.response.headers['cache-control']).toBe(KEPT);
    expect((await page('/campaign/lamps/donate')).render).toBe(donation.render);
    expect((await page('/discover')).response.body).not.toContain('/assets/donate.js');
  });

  it("serves the visitor's page whatever else the request carries: nothing but the language goes into it", async () => {
    const first = await page('/campaigns-page');
    const user = await createTestUser(app);
    for (const headers of [
      { cookie: 'theme=dark; language=%zz' },
      { cookie: 'language=not a language' },
      bearer(user.token),
    ]) {
      const again = await page('/campaigns-page', headers);
      expect(again.render, JSON.stringify(headers)).toBe(first.render);
    }
  });

  it('answers HEAD with the headers of the kept page and no body', async () => {
    const get = await page('/heads');
    const head = await app.inject({ method: 'HEAD', url: '/heads' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe(KEPT);
    expect(head.headers['content-length']).toBe(get.response.headers['content-length']);
    expect(head.body).toBe('');
  });

  it('renders a page once for the requests that ask for it at the same time', async () => {
    const pages = await Promise.all(Array.from({ length: 6 }, () => page('/together')));
    expect(new Set(pages.map(({ render }) => render)).size).toBe(1);
  });

  it("leaves an address with a control character to the API's text rule (400) and a broken one to the browser", async () => {
    for (const url of ['/discover?tab=%00', '/discover%00']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
    // A broken %-encoding gets the shell, for the browser to make sense of.
    const broken = await app.inject('/discover?tab=%ZZ');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<!--app-html-->');
  });

  it('keeps a page that was not found as well, with its 404', async () => {
    const host = { host: 'nobody.localhost' };
    const missing = await page('/?preview=none', host);
    expect(missing.response.statusCode).toBe(404);
    expect(missing.response.headers['cache-control']).toBe(KEPT);
    expect((await page('/?preview=none', host)).render).toBe(missing.render);
  });

  it('sends a kept page in the compression the reader takes, compressed once', async () => {
    const plain = await page('/compressed');
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let time = 0; time < 2; time += 1) {
        const response = await app.inject({
          url: '/compressed',
          headers: { 'accept-encoding': `${encoding}, identity;q=0.5` },
        });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(decompress(response.rawPayload).toString()).toBe(plain.response.body);
      }
    }
  });
});

describe('a page past its time', () => {
  it('is sent as it was while one request renders it again', async () => {
    const remoteAddress = '198.51.100.4';
    const ask = async () => renderOf((await limited.inject({ url: '/aging', remoteAddress })).body);
    const first = await ask();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await ask()).toBe(first);
    await expect.poll(ask).toBeGreaterThan(first);
  });
});

describe('pages never kept', () => {
  it('renders a page rendered in the browser (signed in) each time, and says it is private', async () => {
    const first = await page('/dashboard');
    expect(first.response.headers['cache-control']).toBe('private, no-cache');
    expect((await page('/dashboard')).render).toBe(first.render + 1);
  });

  it("renders a preview each time, since its site's answer is private", async () => {
    const organization = await insertOrganization(app, { status: 'submitted' });
    await app.db
      .update(organizations)
      .set({ subdomain: 'lamps' })
      .where(eq(organizations.id, organization.id));
    const token = signSitePreviewToken({
      secret: app.config.authSecret,
      organizationId: organization.id,
      now: new Date(),
    });
    const url = `/?preview=${token}`;
    const first = await page(url, { host: 'lamps.localhost' });
    expect(first.response.statusCode).toBe(200);
    expect(first.response.body).toContain(organization.name);
    expect(first.response.headers['cache-control']).toBe('private, no-store');
    expect((await page(url, { host: 'lamps.localhost' })).render).toBe(first.render + 1);
  });
});

describe('a change to public content', () => {
  it('renders the pages again at once: a campaign created shows on the next page', async () => {
    const before = await page('/');
    expect((await page('/')).render).toBe(before.render);
    const user = await createTestUser(app);
    const organization = await insertOrganization(app, { ownerId: user.id });
    const image = await recordUpload(app, { ownerId: user.id, purpose: 'campaign-assets' });
    const created = await post(
      app,
      '/api/campaigns',
      {
        organization: organization.id,
        kind: 'campaign',
        title: 'Reading lamps for the night school',
        category: 'Education',
        goal: '50000',
        end_date: '2030-04-30',
        image,
        story: '<p>Light for forty evening classes.</p>',
      },
      bearer(user.token),
    );
    expect(created.statusCode).toBe(201);
    const after = await page('/');
    expect(after.render).not.toBe(before.render);
    expect(after.response.body).toContain('reading-lamps-for-the-night-school');
  });
});

describe('page renders per address', () => {
  it('answers 429 with a small page and Retry-After past the limit; kept pages are still sent', async () => {
    const address = { remoteAddress: '203.0.113.7' };
    const ask = (url: string, remoteAddress = address.remoteAddress) =>
      limited.inject({ url, remoteAddress });
    expect((await ask('/one')).statusCode).toBe(200);
    expect((await ask('/two')).statusCode).toBe(200);
    const refused = await ask('/three');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('<title>Too many requests</title>');
    expect(refused.body).toContain(API_MESSAGES.rateLimited);
    // A kept page costs no render: the same address still gets it, as many times as it asks.
    for (let time = 0; time < 5; time += 1) expect((await ask('/one')).statusCode).toBe(200);
    // Another address has renders of its own.
    expect((await ask('/three', '203.0.113.8')).statusCode).toBe(200);
  });
});
