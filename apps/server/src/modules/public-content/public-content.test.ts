import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bearer, post } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { buildTestNodes } from '@test/build-test-nodes.ts';
import { insertOrganization } from '@test/campaign-helpers.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { startFreezingProxy } from '@test/freezing-proxy.ts';
import { recordUpload } from '@test/site-helpers.ts';
import { renderOf, writeWebBuild } from '@test/web-build.ts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '@/db/schema.ts';
import { announcePublicChange, PUBLIC_CONTENT_CHANNEL } from './announce-public-change.ts';
import { listenOnPostgres } from './postgres-listener.ts';

/*
 * The "public content changed" signal (docs/decisions/010-many-nodes.md#caches). With
 * DATABASE_URL the nodes are two apps on one PostgreSQL database, hearing each other through
 * LISTEN/NOTIFY; on PGlite one app, hearing itself in the process.
 */

let root: string;
let nodes: TestApp[];
let close: () => Promise<void>;
let writer: TestApp;
const isPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-signal-'));
  ({ nodes, close } = await buildTestNodes(2, { webDistDir: await writeWebBuild(root) }));
  writer = nodes[0] as TestApp;
});

afterAll(async () => {
  await close();
  await rm(root, { recursive: true, force: true });
});

const pageRender = async (node: TestApp) => renderOf((await node.inject('/')).body);
const newestSlugs = async (node: TestApp) =>
  (await node.inject('/api/discover?sort=Newest&limit=48'))
    .json()
    .data.campaigns.map((campaign: { slug: string }) => campaign.slug);
const searchSlugs = async (node: TestApp, query: string) =>
  (await node.inject(`/api/organization/searchbar?query=${encodeURIComponent(query)}`))
    .json()
    .data.data.map((result: { slug: string }) => result.slug);

/** Lets a notification that would come arrive: on PostgreSQL it takes a moment. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, isPostgres ? 300 : 20));

describe('a change to public content', () => {
  it('empties the page, list and search caches of every node; the writing node before it answers', async () => {
    const before = await Promise.all(nodes.map(pageRender));
    for (const node of nodes) {
      expect(await pageRender(node)).toBe(before[nodes.indexOf(node)]);
      expect(await newestSlugs(node)).not.toContain('water-filters-for-the-village-school');
      expect(await searchSlugs(node, 'water filters village')).toEqual([]);
    }
    const user = await createTestUser(writer);
    const organization = await insertOrganization(writer, { ownerId: user.id });
    const image = await recordUpload(writer, { ownerId: user.id, purpose: 'campaign-assets' });
    const created = await post(
      writer,
      '/api/campaigns',
      {
        organization: organization.id,
        kind: 'campaign',
        title: 'Water filters for the village school',
        category: 'Education',
        goal: '60000',
        end_date: '2030-05-31',
        image,
        story: '<p>Clean water for three hundred children.</p>',
      },
      bearer(user.token),
    );
    expect(created.statusCode).toBe(201);
    const slug = 'water-filters-for-the-village-school';
    // The writer's own next requests see it: its answer left once it had heard the change.
    expect((await writer.inject('/')).body).toContain(slug);
    expect(await newestSlugs(writer)).toContain(slug);
    expect(await searchSlugs(writer, 'water filters village')).toEqual([slug]);
    for (const node of nodes) {
      await expect.poll(async () => (await node.inject('/')).body).toContain(slug);
      expect(await newestSlugs(node)).toContain(slug);
      expect(await searchSlugs(node, 'water filters village')).toEqual([slug]);
    }
  });

  it('is announced with the transaction: never when it rolls back, to every node when it commits', async () => {
    const kept = await Promise.all(nodes.map(pageRender));
    await expect(
      writer.db.transaction(async (tx) => {
        await announcePublicChange(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await aMoment();
    expect(await Promise.all(nodes.map(pageRender))).toEqual(kept);

    await writer.db.transaction((tx) => announcePublicChange(tx));
    for (const [index, node] of nodes.entries()) {
      await expect.poll(() => pageRender(node)).not.toBe(kept[index]);
    }
  });
});

describe('changes already committed (a gift)', () => {
  it('are announced to every node, many in one notification', async () => {
    const kept = await Promise.all(nodes.map(pageRender));
    let heard = 0;
    writer.publicContent.onChange(() => {
      heard += 1;
    });
    await Promise.all(Array.from({ length: 10 }, () => writer.publicContent.announceCommitted()));
    await aMoment();
    expect(heard).toBeGreaterThanOrEqual(1);
    expect(heard).toBeLessThanOrEqual(2);
    for (const [index, node] of nodes.entries()) {
      await expect.poll(() => pageRender(node)).not.toBe(kept[index]);
    }
  });
});

describe('listening', () => {
  it(
    isPostgres
      ? 'listens again when its connection to PostgreSQL is lost, and empties the caches then'
      : 'hears PGlite, in this process, as the announcing statement ends',
    async () => {
      // A campaign written straight into the database announces nothing.
      const organization = await insertOrganization(writer, {});
      const slug = `unannounced-${randomUUID().slice(0, 8)}`;
      const before = await pageRender(writer);
      await writer.db.insert(campaigns).values({
        slug,
        organizationId: organization.id,
        kind: 'campaign',
        title: 'Unannounced',
        summary: '',
        story: '<p>Written straight into the table.</p>',
        category: 'Education',
        currency: 'INR',
        goalMinor: 100_000,
        asset: 'campaign-assets/unannounced.webp',
        endsAt: new Date('2030-06-30T00:00:00Z'),
        createdAt: new Date('2029-12-31T00:00:00Z'),
      });
      expect(await pageRender(writer)).toBe(before);
      if (!isPostgres) {
        await announcePublicChange(writer.db);
        expect((await writer.inject('/')).body).toContain(slug);
        return;
      }
      // Every node's listening connection is cut, as a restart of PostgreSQL would.
      const cut = await writer.db.execute(sql`
        select pg_terminate_backend(pid) as cut from pg_stat_activity
        where application_name = 'givecrowd-listener' and datname = current_database()`);
      expect(cut.rows).toHaveLength(nodes.length);
      // Back, each node empties its caches: what was announced meanwhile was not heard.
      for (const node of nodes) {
        await expect.poll(async () => (await node.inject('/')).body).toContain(slug);
      }
      // And hears the next change.
      const kept = await Promise.all(nodes.map(pageRender));
      await announcePublicChange(writer.db);
      for (const [index, node] of nodes.entries()) {
        await expect.poll(() => pageRender(node)).not.toBe(kept[index]);
      }
      await listensPastASilentConnection();
      await settlesOneRoundTripAtATime();
    },
  );
});

/**
 * A listening connection that goes silent without closing (a proxy dropping it) is found by the
 * next round trip, which gives up after 2 s instead of holding a write's answer, and is opened
 * again; back, the listener says so, as after a loss it saw.
 */
async function listensPastASilentConnection() {
  const database = new URL(process.env.DATABASE_URL ?? '');
  const [row] = (await writer.db.execute(sql`select current_database() as name`)).rows as {
    name: string;
  }[];
  const proxy = await startFreezingProxy({
    host: database.hostname,
    port: Number(database.port || 5432),
  });
  const viaProxy = new URL(database);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  viaProxy.pathname = `/${row?.name}`;
  let heard = 0;
  const listener = await listenOnPostgres({
    connect: () => new pg.Client({ connectionString: viaProxy.toString() }),
    channel: PUBLIC_CONTENT_CHANNEL,
    onNotify: () => {
      heard += 1;
    },
    log: writer.log,
  });
  try {
    await announcePublicChange(writer.db);
    await listener.settle();
    expect(heard).toBe(1);
    proxy.freeze();
    const started = Date.now();
    await listener.settle();
    expect(Date.now() - started).toBeLessThan(3000);
    await expect.poll(() => heard, { timeout: 5000 }).toBe(2);
    await announcePublicChange(writer.db);
    await listener.settle();
    expect(heard).toBe(3);
  } finally {
    await listener.close();
    await proxy.close();
  }
}

/**
 * Fifty writes asking at once: the listening connection never has two statements out (a pg client
 * queues them and will refuse them), and the fifty share two round trips: the one out when they
 * asked, and one after it that each of the others waits for.
 */
async function settlesOneRoundTripAtATime() {
  let out = 0;
  let most = 0;
  let roundTrips = 0;
  const listener = await listenOnPostgres({
    connect: () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      const query = client.query.bind(client) as (text: string) => Promise<unknown>;
      Object.assign(client, {
        query: async (text: string) => {
          if (text === 'select 1') roundTrips += 1;
          out += 1;
          most = Math.max(most, out);
          try {
            return await query(text);
          } finally {
            out -= 1;
          }
        },
      });
      return client;
    },
    channel: PUBLIC_CONTENT_CHANNEL,
    onNotify: () => {},
    log: writer.log,
  });
  try {
    await Promise.all(Array.from({ length: 50 }, () => listener.settle()));
    expect(most).toBe(1);
    expect(roundTrips).toBe(2);
  } finally {
    await listener.close();
  }
}
