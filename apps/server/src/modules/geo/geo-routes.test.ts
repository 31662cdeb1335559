import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe('GET /api/geo', () => {
  it.each([
    ['8.8.8.8', 'US'],
    ['49.36.0.1', 'IN'],
    ['10.1.2.3', null],
    ['not an ip', null],
  ])('answers the country of X-Forwarded-For %s', async (ip, country) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/geo',
      headers: { 'x-forwarded-for': ip },
    });
    expect(response.json()).toEqual({ status: true, data: { country_code: country } });
  });

  it('answers null for a loopback caller', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/geo' });
    expect(response.json()).toEqual({ status: true, data: { country_code: null } });
  });
});
