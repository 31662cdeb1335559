import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { validIndiaNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import { createClock } from '@test/auth-helpers.ts';
import { createTestConfig } from '@test/build-test-app.ts';
import { createTestDatabase } from '@test/test-database.ts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import type { DatabaseHandle } from '@/db/client.ts';
import { expiryReminders, organizations, outbox, users } from '@/db/schema.ts';
import type { App } from '@/lib/fastify-types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 2030-01-01, 09:00 UTC. */
const clock = createClock();
const PUBLIC_URL = 'https://givecrowd.test';

let database: DatabaseHandle;
let dataDir: string;
const started: App[] = [];

/** One start of the server on the same database: its expiry watch looks at once. */
async function startServer(): Promise<App> {
  const config = await createTestConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL });
  // The database outlives each server, as it does across restarts.
  const app = await buildApp({
    config,
    database: { ...database, close: async () => {} },
    now: clock.now,
  });
  await app.ready();
  started.push(app);
  return app;
}

async function insertWatched(name: string, data: Record<string, unknown>, status = 'approved') {
  const [owner] = await database.db
    .insert(users)
    .values({ email: `${name}-owner@example.org`, name })
    .returning({ id: users.id });
  const [row] = await database.db
    .insert(organizations)
    .values({
      slug: name,
      name,
      ownerId: owner?.id ?? null,
      status: status as 'approved',
      countryCode: (data.country_code as string | undefined) ?? 'IN',
      data: { ...validIndiaNgo, organization_email: `${name}@example.org`, ...data },
    })
    .returning({ id: organizations.id });
  return row?.id ?? '';
}

const reminders = (organizationId: string) =>
  database.db
    .select({ document: expiryReminders.document, daysBefore: expiryReminders.daysBefore })
    .from(expiryReminders)
    .where(eq(expiryReminders.organizationId, organizationId))
    .orderBy(asc(expiryReminders.sentAt), asc(expiryReminders.daysBefore));

const emailsTo = (to: string) =>
  database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id));

const taxExemptUntil = (day: string) => ({
  organization_is_tax_exemption: true,
  organization_has_expire_date: true,
  organization_expire_at: day,
});

let both: string;
let later: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-expiry-'));
  // Tax exemption 60 days ahead; FCRA registered 2025-02-10, so it expires 2030-02-10, 40 days
  // ahead: its 60-day reminder's day passed while no server ran.
  both = await insertWatched('both-expiring', {
    ...taxExemptUntil('2030-03-02'),
    organization_fcra_check: true,
    organization_fcra_registration_date: '2025-02-10',
  });
  later = await insertWatched('later-expiring', taxExemptUntil('2030-03-03'));
  await insertWatched('draft-expiring', taxExemptUntil('2030-03-02'), 'draft');
  await insertWatched('rejected-expiring', taxExemptUntil('2030-03-02'), 'rejected');
  await insertWatched('abroad-expiring', { ...taxExemptUntil('2030-03-02'), country_code: 'US' });
  await insertWatched('expired-already', taxExemptUntil('2030-01-01'));
});

afterAll(async () => {
  for (const app of started) await app.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the expiry watch', () => {
  it('sends each reminder once, 60, 30 and 7 days before, across restarts', async () => {
    const first = await startServer();
    expect(await first.expiryWatch.runOnce()).toBe(0);
    expect(await reminders(both)).toEqual([
      { document: 'tax_exemption', daysBefore: 60 },
      { document: 'fcra', daysBefore: 60 },
    ]);
    // 61 days ahead: not yet.
    expect(await reminders(later)).toEqual([]);
    const [taxEmail, fcraEmail, ...more] = await emailsTo('both-expiring@example.org');
    expect(more).toEqual([]);
    expect(taxEmail).toMatchObject({
      subject: 'The tax exemption registration (80G/12A) of both-expiring expires in 60 days',
      link: `${PUBLIC_URL}/dashboard`,
    });
    expect(taxEmail?.text).toContain('expires on 2 March 2030');
    expect(fcraEmail?.subject).toBe('The FCRA registration of both-expiring expires in 40 days');
    expect(await emailsTo('both-expiring-owner@example.org')).toHaveLength(2);
    await first.close();

    // A restart the next day: only what became due since.
    clock.advance(DAY_MS);
    const second = await startServer();
    expect(await second.expiryWatch.runOnce()).toBe(0);
    expect(await reminders(later)).toEqual([{ document: 'tax_exemption', daysBefore: 60 }]);
    expect(await emailsTo('both-expiring@example.org')).toHaveLength(2);

    // 2030-01-11: FCRA is 30 days ahead; the tax exemption's 60-day reminder went already.
    clock.advance(9 * DAY_MS);
    expect(await second.expiryWatch.runOnce()).toBe(1);
    expect(await second.expiryWatch.runOnce()).toBe(0);
    await second.close();

    // 2030-01-31, after another restart: the tax exemption is 30 days ahead.
    clock.advance(20 * DAY_MS);
    const third = await startServer();
    expect(await third.expiryWatch.runOnce()).toBe(0);
    expect(await reminders(both)).toEqual([
      { document: 'tax_exemption', daysBefore: 60 },
      { document: 'fcra', daysBefore: 60 },
      { document: 'fcra', daysBefore: 30 },
      { document: 'tax_exemption', daysBefore: 30 },
    ]);

    // 2030-02-03: FCRA is 7 days ahead; the other tax exemption 28 days.
    clock.advance(3 * DAY_MS);
    expect(await third.expiryWatch.runOnce()).toBe(2);
    expect((await reminders(both)).at(-1)).toEqual({ document: 'fcra', daysBefore: 7 });
    expect((await reminders(later)).at(-1)).toEqual({ document: 'tax_exemption', daysBefore: 30 });
    expect(await emailsTo('both-expiring@example.org')).toHaveLength(5);

    for (const name of [
      'draft-expiring',
      'rejected-expiring',
      'abroad-expiring',
      'expired-already',
    ]) {
      expect(await emailsTo(`${name}@example.org`), name).toEqual([]);
    }
  });

  it('sends a reminder once when two servers look at the same moment', async () => {
    const one = await startServer();
    const two = await startServer();
    // 2030-02-24: the tax exemptions are 6 and 7 days ahead.
    clock.advance(21 * DAY_MS);
    const sent = await Promise.all([one.expiryWatch.runOnce(), two.expiryWatch.runOnce()]);
    expect(sent[0] + sent[1]).toBe(2);
    expect((await reminders(both)).filter((reminder) => reminder.daysBefore === 7)).toHaveLength(2);
    expect((await reminders(later)).at(-1)).toEqual({ document: 'tax_exemption', daysBefore: 7 });
  });
});
