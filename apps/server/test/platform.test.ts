import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('platform endpoints', () => {
  it('reports health with the database up', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, db: 'up', version: expect.any(String) });
  });

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

  it('answers bad query parameters with 400 in the envelope', async () => {
    for (const url of ['/api/pricing-plans?country=india', '/api/campaigns/featured?limit=0']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.status).toBe(false);
      expect(body.message).toMatch(/^Invalid query parameter /);
      expect(body.errors[0].field).toBeTruthy();
    }
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      message: 'No route for GET /api/nothing-here.',
    });
  });

  it('publishes the OpenAPI description', async () => {
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/countries', '/api/pricing-plans']),
    );
  });

  it('sends a Content-Security-Policy', async () => {
    const response = await app.inject('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
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
