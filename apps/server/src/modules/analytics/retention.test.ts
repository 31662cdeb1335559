import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsEvents } from '@/db/schema.ts';
import { createAnalyticsRetention } from './retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2030-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({ analyticsRetentionDays: 90 }, { now: () => now });
  // The app's own run at start must end before the tests insert, or it deletes their events first.
  await app.analyticsRetention.runOnce();
});
afterAll(async () => app.close());
beforeEach(async () => {
  await app.db.delete(analyticsEvents);
});

/** `count` events named `name`, all recorded at `at`. */
async function insertEvents({ name, at, count = 1 }: { name: string; at: Date; count?: number }) {
  await app.db.execute(
    sql`insert into ${analyticsEvents} (name, props, created_at)
        select ${name}, '{}'::jsonb, ${at.toISOString()}::timestamptz from generate_series(1, ${count})`,
  );
}

const remaining = async () =>
  (
    await app.db
      .select({ name: analyticsEvents.name })
      .from(analyticsEvents)
      .orderBy(asc(analyticsEvents.id))
  ).map(({ name }) => name);

describe('the analytics retention', () => {
  it('deletes the events older than ANALYTICS_RETENTION_DAYS and keeps the rest', async () => {
    await insertEvents({ name: 'a year old', at: daysAgo(365) });
    await insertEvents({ name: 'just expired', at: daysAgo(90.01) });
    await insertEvents({ name: 'kept', at: daysAgo(89.99) });
    await insertEvents({ name: 'today', at: now });
    expect(await app.analyticsRetention.runOnce()).toBe(2);
    expect(await remaining()).toEqual(['kept', 'today']);
    expect(await app.analyticsRetention.runOnce()).toBe(0);
  });

  it('deletes more than one batch', async () => {
    await insertEvents({ name: 'old', at: daysAgo(100), count: 12_001 });
    await insertEvents({ name: 'kept', at: daysAgo(1) });
    expect(await app.analyticsRetention.runOnce()).toBe(12_001);
    expect(await remaining()).toEqual(['kept']);
  });

  it('shares the work between nodes running at once, each event deleted once', async () => {
    await insertEvents({ name: 'old', at: daysAgo(100), count: 11_000 });
    const node = () =>
      createAnalyticsRetention({ db: app.db, now: () => now, retentionDays: 90, log: app.log });
    const deleted = await Promise.all([node().runOnce(), node().runOnce(), node().runOnce()]);
    expect(deleted.reduce((sum, count) => sum + count, 0)).toBe(11_000);
    expect(await remaining()).toEqual([]);
  });

  it('keeps events for as many days as it is told', async () => {
    await insertEvents({ name: 'eight days old', at: daysAgo(8) });
    await insertEvents({ name: 'six days old', at: daysAgo(6) });
    const week = createAnalyticsRetention({
      db: app.db,
      now: () => now,
      retentionDays: 7,
      log: app.log,
    });
    expect(await week.runOnce()).toBe(1);
    expect(await remaining()).toEqual(['six days old']);
  });
});
