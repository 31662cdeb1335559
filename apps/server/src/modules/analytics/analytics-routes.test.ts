import { BACK_BUTTON_EVENT } from '@givecrowd/shared/analytics/analytics-api';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '@/db/schema.ts';

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

  it('records at most ANALYTICS_EVENTS_PER_IP_PER_DAY events from one address a day', async () => {
    const capped = await buildTestApp({ analyticsEventsPerIpPerDay: 3 });
    try {
      const record = (remoteAddress: string) =>
        capped.inject({
          method: 'POST',
          url: '/api/analytics/events',
          remoteAddress,
          payload: { name: BACK_BUTTON_EVENT },
        });
      for (let index = 0; index < 3; index += 1) {
        expect((await record('203.0.113.7')).statusCode).toBe(202);
      }
      const refused = await record('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ status: false, message: API_MESSAGES.rateLimited });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
      expect((await record('203.0.113.8')).statusCode).toBe(202);
      expect(await capped.db.select().from(analyticsEvents)).toHaveLength(4);
    } finally {
      await capped.close();
    }
  });
});
