import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let development: TestApp;
let production: TestApp;
let productionAsked: TestApp;

beforeAll(async () => {
  development = await buildTestApp();
  production = await buildTestApp({ env: 'production', apiDocs: false, logLevel: 'silent' });
  productionAsked = await buildTestApp({ env: 'production', apiDocs: true, logLevel: 'silent' });
});
afterAll(async () => {
  await development.close();
  await production.close();
  await productionAsked.close();
});

describe('the API description and Swagger UI (docs/product/start-modes.md#production)', () => {
  const paths = ['/api/docs', '/api/docs/json', '/api/docs/static/index.html'];

  it('are served outside production', async () => {
    for (const url of paths) {
      const response = await development.inject(url);
      expect(response.statusCode, url).toBeLessThan(400);
    }
  });

  it('are served in production when API_DOCS asks for them', async () => {
    for (const url of paths) {
      const response = await productionAsked.inject(url);
      expect(response.statusCode, url).toBeLessThan(400);
    }
  });

  it('are unknown routes in production otherwise', async () => {
    for (const url of paths) {
      const response = await production.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ status: false, message: `No route for GET ${url}.` });
    }
  });
});
