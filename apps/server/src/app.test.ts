import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

describe('the OpenAPI description', () => {
  it('documents the onboarding calls', async () => {
    const paths = Object.keys((await app.inject('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/organization/create/page/1',
        '/api/organization/create/{slug}',
        '/api/organization/receipt-number',
        '/api/analytics/events',
        '/api/geo',
      ]),
    );
  });
});
