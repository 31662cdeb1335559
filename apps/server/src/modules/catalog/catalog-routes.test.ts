import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricingPlans } from '@/db/schema.ts';
import { announcePublicChange } from '@/modules/public-content/index.ts';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('catalog endpoints', () => {
  it('lists every country, the five featured first', async () => {
    const response = await app.inject('/api/countries');
    const body = response.json();
    expect(response.statusCode).toBe(200);
    expect(body.status).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(240);
    expect(body.data.slice(0, 5).map((country: { code: string }) => country.code)).toEqual([
      'IN',
      'CA',
      'US',
      'GB',
      'SG',
    ]);
    expect(body.data[0]).toMatchObject({ code: 'IN', currency: 'INR', calling_code: '91' });
  });

  it('lists categories and pricing plans', async () => {
    const categories = (await app.inject('/api/categories')).json();
    expect(categories.data.length).toBeGreaterThanOrEqual(15);
    const plans = await app.inject('/api/pricing-plans?country=IN');
    expect(plans.statusCode).toBe(200);
    const types = plans.json().data.map((plan: { type: string }) => plan.type);
    expect(types).toContain('premium');
    expect(types).toContain('recurring');
  });
});

describe('countries', () => {
  it('lets browsers keep the list for an hour and answers the same list again', async () => {
    const first = await app.inject('/api/countries');
    const second = await app.inject('/api/countries');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(second.json()).toEqual(first.json());
  });
});

describe('answers from memory', () => {
  const paths = ['/api/countries', '/api/categories', '/api/pricing-plans?country=IN'];

  it('gives each answer a strong ETag and answers 304 to If-None-Match naming it', async () => {
    for (const path of paths) {
      const first = await app.inject(path);
      const etag = String(first.headers.etag);
      expect(etag, path).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers.vary).toBe('Accept-Encoding');
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      const again = await app.inject({ url: path, headers: { 'if-none-match': etag } });
      expect(again.statusCode, path).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
      // Weak comparison, lists and `*` (RFC 9110 §13.1.2).
      for (const header of [`W/${etag}`, `"other", ${etag}`, '*']) {
        const listed = await app.inject({ url: path, headers: { 'if-none-match': header } });
        expect(listed.statusCode, header).toBe(304);
      }
      const stale = await app.inject({ url: path, headers: { 'if-none-match': '"other"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual(first.json());
    }
  });

  it('carries the security headers every answer has, on every request', async () => {
    const names = [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'referrer-policy',
      'permissions-policy',
    ];
    const reference = (await app.inject('/api/health/live')).headers;
    for (const path of [...paths, ...paths]) {
      const { headers } = await app.inject(path);
      for (const name of names) {
        expect(headers[name], `${path} ${name}`).toBeDefined();
        expect(headers[name], `${path} ${name}`).toEqual(reference[name]);
      }
    }
  });

  it('keeps categories an hour and plans five minutes', async () => {
    expect((await app.inject('/api/categories')).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
    expect((await app.inject('/api/pricing-plans')).headers['cache-control']).toBe(
      'public, max-age=300',
    );
  });

  it('answers brotli or gzip as accepted, each with an ETag of its own', async () => {
    const plain = await app.inject('/api/countries');
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
      { accept: 'br;q=0.5, gzip;q=0.8', encoding: 'gzip', decode: gunzipSync },
      { accept: '*', encoding: 'br', decode: brotliDecompressSync },
    ];
    for (const { accept, encoding, decode } of cases) {
      const response = await app.inject({
        url: '/api/countries',
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, `-${encoding}"`));
      expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.json());
      const again = await app.inject({
        url: '/api/countries',
        headers: { 'accept-encoding': accept, 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    for (const accept of ['identity', 'br;q=0, gzip;q=0', 'deflate', '*;q=0']) {
      const response = await app.inject({
        url: '/api/countries',
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding'], accept).toBeUndefined();
      expect(response.headers.etag).toBe(plain.headers.etag);
    }
  });

  it('still refuses a bad country with 400, with the security headers too', async () => {
    await app.inject('/api/pricing-plans');
    const response = await app.inject('/api/pricing-plans?country=india');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false });
    const reference = (await app.inject('/api/health/live')).headers;
    for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options']) {
      expect(response.headers[name], name).toEqual(reference[name]);
    }
  });
});

describe('a change announced', () => {
  it('reads the answers again, and keeps the same bytes and ETag while the rows are the same', async () => {
    let heard = 0;
    app.publicContent.onChange(() => {
      heard += 1;
    });
    const before = await app.inject('/api/pricing-plans');
    await announcePublicChange(app.db);
    // On PostgreSQL the notification comes back a moment after the statement.
    await expect.poll(() => heard).toBe(1);
    const same = await app.inject('/api/pricing-plans');
    expect(same.headers.etag).toBe(before.headers.etag);

    // An operator's edit, announced as the seed's and the reviewers' changes are.
    await app.db
      .update(pricingPlans)
      .set({ bottomText: 'Prices changed today.' })
      .where(eq(pricingPlans.type, 'premium'));
    expect((await app.inject('/api/pricing-plans')).headers.etag).toBe(before.headers.etag);
    await announcePublicChange(app.db);
    await expect
      .poll(async () => (await app.inject('/api/pricing-plans')).headers.etag)
      .not.toBe(before.headers.etag);
    const premium = (await app.inject('/api/pricing-plans'))
      .json()
      .data.find((plan: { type: string }) => plan.type === 'premium');
    expect(premium.bottom_text).toBe('Prices changed today.');
  });
});
