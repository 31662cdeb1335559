import { BACK_BUTTON_EVENT } from '@givecrowd/shared/analytics/events';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../src/db/schema.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createTestUser } from './create-test-user.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

async function latestEvents() {
  return app.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.name, BACK_BUTTON_EVENT))
    .orderBy(desc(analyticsEvents.id));
}

describe('POST /api/analytics/events', () => {
  it('stores the event with the user when a valid token is sent, and answers 202', async () => {
    const user = await createTestUser(app);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { name: BACK_BUTTON_EVENT, props: { step: 1 } },
    });
    expect(signedIn.statusCode).toBe(202);
    expect(signedIn.json()).toEqual({ status: true });
    expect((await latestEvents())[0]).toMatchObject({
      name: BACK_BUTTON_EVENT,
      props: { step: 1 },
      userId: user.id,
    });

    for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        headers,
        payload: { name: BACK_BUTTON_EVENT },
      });
      expect(anonymous.statusCode).toBe(202);
      expect((await latestEvents())[0]).toMatchObject({ props: {}, userId: null });
    }
    expect(await latestEvents()).toHaveLength(3);
  });

  it.each([
    [{}],
    [{ name: '' }],
    [{ name: 'x'.repeat(101) }],
    [{ name: 'ok', props: 'not an object' }],
    [{ name: 'ok', props: { big: 'x'.repeat(5000) } }],
  ])('answers 400 for %j', async (payload) => {
    const response = await app.inject({ method: 'POST', url: '/api/analytics/events', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(false);
  });
});

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
