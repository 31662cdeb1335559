import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
