import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestConfig } from '@test/build-test-app.ts';
import { createEmptyDatabase } from '@test/empty-database.ts';
import { freePort } from '@test/free-port.ts';
import { countSends, createSlowRelay } from '@test/slow-relay.ts';
import { copyTemplateDatabase } from '@test/test-database.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { createDatabase } from '@/db/client.ts';
import { CATEGORY_ROWS } from '@/db/seed/categories.ts';
import { PRICING_PLAN_ROWS } from '@/db/seed/pricing-plans.ts';
import type { App } from '@/lib/fastify-types.ts';
import { createOutboxWorker, enqueueMessage } from '@/modules/mail/index.ts';
import { query } from './support/query.ts';
import { startServerProcess, stopServerProcess } from './support/server-process.ts';

/**
 * Several nodes on one PostgreSQL (docs/product/faults.md#many-nodes): started together on an
 * empty database, they all come up; polling one outbox through a slow relay, they send each
 * message once.
 */
const base = process.env.DATABASE_URL ?? '';
const migrationCount = (
  JSON.parse(readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function temporaryFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-nodes-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

describe('nodes starting together on an empty database', () => {
  it('migrates once when four connections migrate at the same moment', async () => {
    const database = await createEmptyDatabase(base);
    cleanups.push(database.drop);
    const handles = await Promise.all(
      [1, 2, 3, 4].map(() => createDatabase({ kind: 'postgres', url: database.url, poolSize: 1 })),
    );
    cleanups.push(() => Promise.all(handles.map((handle) => handle.close())));

    const results = await Promise.allSettled(handles.map((handle) => handle.migrate()));

    expect(results.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'));
    const [applied] = await query<{ total: number }>(
      database.url,
      'select count(*)::int as total from drizzle.__drizzle_migrations',
    );
    expect(applied?.total).toBe(migrationCount);
  });

  it('brings two servers up, seeding reference and demo data once', async () => {
    const database = await createEmptyDatabase(base);
    cleanups.push(database.drop);
    const ports = [await freePort(), await freePort()];
    const folders = [await temporaryFolder(), await temporaryFolder()];
    const started = await Promise.allSettled(
      ports.map((port, index) =>
        startServerProcess({
          databaseUrl: database.url,
          dataDir: folders[index] ?? '',
          port,
          env: { SEED_DEMO_DATA: 'true' },
        }),
      ),
    );
    for (const server of started) {
      if (server.status === 'fulfilled') cleanups.push(() => stopServerProcess(server.value));
    }

    expect(started.map((server) => server.status)).toEqual(['fulfilled', 'fulfilled']);
    for (const port of ports) {
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    }
    const [counts] = await query<Record<string, number>>(
      database.url,
      `select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
              (select count(*)::int from campaigns) as campaigns,
              (select count(*)::int from categories) as categories,
              (select count(*)::int from pricing_plans) as plans,
              (select count(*)::int from users) as users`,
    );
    // One node seeded the demo; the other found its campaigns and added none.
    expect(counts).toEqual({
      migrations: migrationCount,
      campaigns: 320,
      categories: CATEGORY_ROWS.length,
      plans: PRICING_PLAN_ROWS.length,
      users: 1,
    });
  });
});

describe('two nodes polling one outbox through a slow relay', () => {
  it('sends every message exactly once', async () => {
    const copy = await copyTemplateDatabase(base);
    cleanups.push(copy.drop);
    const folder = await temporaryFolder();
    const nodes: App[] = [];
    for (let index = 0; index < 2; index += 1) {
      const config = await createTestConfig({ DATA_DIR: folder, OUTBOX_POLL_MS: '3600000' });
      const database = await createDatabase({ kind: 'postgres', url: copy.url, poolSize: 4 });
      const app = await buildApp({ config, database });
      cleanups.push(() => app.close());
      nodes.push(app);
    }
    const [first] = nodes;
    if (!first) throw new Error('no node');
    const leaseMs = 1000;
    // Each send is well within its lease, a batch of them is not: a lease per message holds.
    const relay = createSlowRelay(600);
    const numbers = Array.from({ length: 8 }, (_, index) => `+1415555030${index}`);
    for (const to of numbers) {
      await enqueueMessage(first.db, { channel: 'sms', to, subject: '', text: 'Hi', html: null });
    }

    const workers = nodes.map((node, index) =>
      createOutboxWorker({
        db: node.db,
        email: undefined,
        sms: relay.transportFor(`node ${index + 1}`),
        pollMs: 50,
        retryBaseMs: 5000,
        log: node.log,
        leaseMs,
      }),
    );
    for (const worker of workers) worker.start();
    cleanups.push(() => Promise.all(workers.map((worker) => worker.stop())));
    const sentCount = async () => {
      const [row] = await query<{ total: number }>(
        copy.url,
        "select count(*)::int as total from outbox where status = 'sent'",
      );
      return row?.total;
    };
    await expect.poll(sentCount, { timeout: 30_000, interval: 100 }).toBe(numbers.length);
    // Long enough for a lapsed lease to be claimed again, had one lapsed.
    await new Promise((resolve) => setTimeout(resolve, leaseMs * 2));
    await Promise.all(workers.map((worker) => worker.stop()));

    expect(relay.sends).toHaveLength(numbers.length);
    expect([...countSends(relay).values()]).toEqual(Array(numbers.length).fill(1));
    expect(new Set(relay.sends.map((send) => send.by))).toEqual(new Set(['node 1', 'node 2']));
  });
});
