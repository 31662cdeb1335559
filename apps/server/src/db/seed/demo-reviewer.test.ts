import { buildAuthApp, post } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REVIEWER_EMAIL, loadConfig } from '@/config.ts';
import { users } from '@/db/schema.ts';
import { DEMO_REVIEWER_PASSWORD, seedDemoReviewer } from './demo-reviewer.ts';

let app: TestApp;

beforeAll(async () => {
  // The config of `npm start`: no ADMIN_EMAILS, demo data on, not production.
  const { reviewerEmails, demoReviewer } = loadConfig({});
  app = await buildAuthApp({ reviewerEmails, demoReviewer });
});
afterAll(async () => app.close());

describe('the demo reviewer', () => {
  it('is created once, signs in with the README password and reaches the review calls', async () => {
    expect(await seedDemoReviewer(app.db)).toBe(true);
    expect(await seedDemoReviewer(app.db)).toBe(false);
    const rows = await app.db.select().from(users).where(eq(users.email, DEMO_REVIEWER_EMAIL));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.emailVerifiedAt).not.toBeNull();

    const login = await post(app, '/api/auth/login', {
      email: DEMO_REVIEWER_EMAIL,
      password: DEMO_REVIEWER_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const session = await app.inject({
      url: '/api/admin/session',
      headers: { authorization: `Bearer ${login.body.token}` },
    });
    expect(session.json()).toEqual({ status: true, data: { reviewer: true } });
  });
});
