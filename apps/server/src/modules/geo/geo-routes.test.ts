import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
  behindProxy = await buildTestApp({ trustProxy: ['loopback'] });
});
afterAll(async () => {
  await app.close();
  await behindProxy.close();
});

describe('GET /api/geo', () => {
  it.each([
    ['8.8.8.8', 'US'],
    ['49.36.0.1', 'IN'],
    ['10.1.2.3', null],
  ])('answers the country of the caller %s', async (ip, country) => {
    const response = await app.inject({ method: 'GET', url: '/api/geo', remoteAddress: ip });
    expect(response.json()).toEqual({ status: true, data: { country_code: country } });
  });

  it.each([
    ['8.8.8.8', 'US'],
    ['not an ip', null],
  ])('answers the country of X-Forwarded-For %s from a trusted proxy', async (ip, country) => {
    const response = await behindProxy.inject({
      method: 'GET',
      url: '/api/geo',
      headers: { 'x-forwarded-for': ip },
    });
    expect(response.json()).toEqual({ status: true, data: { country_code: country } });
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/geo',
      headers: { 'x-forwarded-for': '8.8.8.8' },
    });
    expect(response.json()).toEqual({ status: true, data: { country_code: null } });
  });

  it('answers null for a loopback caller', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/geo' });
    expect(response.json()).toEqual({ status: true, data: { country_code: null } });
  });
});
