import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@test/free-port.ts';
import { copyTemplateDatabase } from '@test/test-database.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConsistentRecord, readGivingRecord, succeededIds } from './support/gift-record.ts';
import {
  askGift,
  type Gift,
  givingServerEnv,
  inPool,
  insertGivingCampaignInto,
  pay,
  startGifts,
} from './support/gifts.ts';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from './support/server-process.ts';

/**
 * Gifts confirmed by the real server as a child process on PostgreSQL
 * (docs/product/faults.md#fault-suite): a storm of confirmations cut by kill -9, and two nodes
 * confirming the same gifts at once. Whatever happens, a gift is recorded once with one receipt,
 * the receipt numbers have no gap and the campaign's totals are the ledger's sum
 * (docs/product/donations.md#confirming-a-gift). Both tests share one database and its first
 * node, each with an organization and campaign of its own: a server's start is most of the time.
 */
const base = process.env.DATABASE_URL ?? '';
const STORM_GIFTS = 120;
/** Pays in flight at once, as many donors paying or a provider's parallel webhooks. */
const IN_FLIGHT = 8;
/** The kill comes once this many confirmations were acknowledged: in the middle of the storm. */
const KILL_AFTER = 40;
const TWO_NODE_GIFTS = 30;
/** How long one node's thank-you page asks before the test gives up on a gift, and how often. */
const ASK_FOR_MS = 20_000;
const ASK_EVERY_MS = 20;

/** A server process on its own port and data folder, started (again) by `start`. */
type Node = {
  origin: string;
  start: () => Promise<ServerProcess>;
  /** The process running now, or the one that ended last. */
  process: () => ServerProcess;
  startIfStopped: () => Promise<void>;
  remove: () => Promise<void>;
};

let databaseUrl: string;
let dropDatabase: () => Promise<void>;
const nodes: Node[] = [];

/** A node of the database, not started yet. */
async function givingNode(): Promise<Node> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-gifts-'));
  let running: ServerProcess | undefined;
  const node: Node = {
    origin: `http://127.0.0.1:${port}`,
    start: async () => {
      running = await startServerProcess({ databaseUrl, dataDir, port, env: givingServerEnv });
      return running;
    },
    process: () => {
      if (!running) throw new Error(`no server was started on port ${port}`);
      return running;
    },
    startIfStopped: async () => {
      if (running?.child.exitCode === null && running.child.signalCode === null) return;
      await node.start();
    },
    // As an orchestrator stops it, receipts' PDFs still waiting: it finishes the one in hand and
    // exits cleanly, well within its grace (docs/product/donations.md#receipts).
    remove: async () => {
      if (running?.child.exitCode === null && running.child.signalCode === null) {
        await stopServerProcess(running);
        expect(running.child.exitCode).toBe(0);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  nodes.push(node);
  return node;
}

beforeAll(async () => {
  const copy = await copyTemplateDatabase(base);
  databaseUrl = copy.url;
  dropDatabase = copy.drop;
  await (await givingNode()).start();
});

afterAll(async () => {
  await Promise.all(nodes.map((node) => node.remove()));
  await dropDatabase?.();
});

/** The first node, running (again, should an earlier test have left it killed). */
async function firstNode(): Promise<Node> {
  const [node] = nodes;
  if (!node) throw new Error('the first node was not made');
  await node.startIfStopped();
  return node;
}

/**
 * Presses Pay on every gift, IN_FLIGHT at once, and kills the server with SIGKILL as soon as
 * KILL_AFTER confirmations were acknowledged: the gifts acknowledged (303) before it died, and
 * how many Pays it never answered.
 */
async function payUntilKilled(origin: string, gifts: Gift[], server: ServerProcess) {
  const acknowledged: string[] = [];
  let unanswered = 0;
  let killed = false;
  await inPool(gifts, IN_FLIGHT, async (gift) => {
    if (killed) return;
    const status = await pay(origin, gift);
    if (status === 303) acknowledged.push(gift.id);
    else if (status === 0) unanswered += 1;
    // 409: a Pay answered 503 after its checkout closed, then sent again; not acknowledged.
    else if (status !== 409) throw new Error(`Pay for gift ${gift.id} answered ${status}`);
    if (acknowledged.length >= KILL_AFTER && !killed) {
      killed = true;
      server.child.kill('SIGKILL');
    }
  });
  await server.exited;
  return { acknowledged, unanswered };
}

/** The thank-you page on one node, asking until the gift succeeded there: its receipt number. */
async function askUntilSucceeded(origin: string, gift: Gift): Promise<string | null> {
  const deadline = Date.now() + ASK_FOR_MS;
  while (Date.now() < deadline) {
    const answer = await askGift(origin, gift);
    if (answer.status === 'succeeded') return answer.receipt;
    if (answer.status !== 'pending') throw new Error(`gift ${gift.id} is ${answer.status}`);
    await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS));
  }
  throw new Error(`gift ${gift.id} was still pending on ${origin} after ${ASK_FOR_MS / 1000} s`);
}

/**
 * One gift confirmed on every node at the same moment: Pay pressed on each (the sandbox closes
 * the checkout once and tells the product on the node that closed it) while each node's
 * thank-you page asks, and confirms the gift itself as soon as the checkout is paid.
 */
async function confirmOnEveryNode(origins: string[], gift: Gift) {
  const [paid, receipts] = await Promise.all([
    Promise.all(origins.map((origin) => pay(origin, gift))),
    Promise.all(origins.map((origin) => askUntilSucceeded(origin, gift))),
  ]);
  return { paid: paid.sort(), receipts };
}

const sumOf = (gifts: Gift[]) => gifts.reduce((total, gift) => total + gift.amountMinor, 0);
const idsOf = (gifts: Gift[]) => gifts.map(({ id }) => id).sort();

describe('gifts confirmed through faults', () => {
  it('keeps every acknowledged confirmation, once, through kill -9 in a storm of them', async () => {
    const node = await firstNode();
    const giving = await insertGivingCampaignInto(databaseUrl);
    const gifts = await startGifts({ ...node, databaseUrl, slug: giving.slug, count: STORM_GIFTS });

    const storm = await payUntilKilled(node.origin, gifts, node.process());

    expect(storm.acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(storm.acknowledged.length).toBeLessThan(STORM_GIFTS);
    expect(storm.unanswered).toBeGreaterThan(0);

    await node.start();
    // Before anything is retried: every acknowledged confirmation outlived the kill.
    const afterKill = await readGivingRecord(databaseUrl, giving);
    expectConsistentRecord(afterKill);
    expect(succeededIds(afterKill)).toEqual(expect.arrayContaining(storm.acknowledged));

    // The provider retries what it did not see acknowledged; the thank-you page asks about the
    // rest (a checkout closed by a Pay whose confirmation died with the server answers 409).
    const retried = await inPool(gifts, IN_FLIGHT, async (gift) => ({
      paid: await pay(node.origin, gift),
      ...(await askGift(node.origin, gift)),
    }));
    const acknowledged = new Set(storm.acknowledged);
    for (const [index, answer] of retried.entries()) {
      const wasAcknowledged = acknowledged.has(gifts[index]?.id ?? '');
      expect(wasAcknowledged ? [409] : [303, 409]).toContain(answer.paid);
      expect(answer.status).toBe('succeeded');
    }

    const record = await readGivingRecord(databaseUrl, giving);
    expectConsistentRecord(record);
    expect(succeededIds(record)).toEqual(idsOf(gifts));
    expect(record.campaign?.raisedMinor).toBe(sumOf(gifts));
  });

  it('records each gift once when two nodes confirm it at the same moment', async () => {
    const first = await firstNode();
    const second = await givingNode();
    await second.start();
    const origins = [first.origin, second.origin];
    const giving = await insertGivingCampaignInto(databaseUrl);
    const gifts = await startGifts({
      origin: first.origin,
      databaseUrl,
      slug: giving.slug,
      count: TWO_NODE_GIFTS,
    });

    const confirmations = await inPool(gifts, IN_FLIGHT / 2, (gift) =>
      confirmOnEveryNode(origins, gift),
    );
    for (const { paid, receipts } of confirmations) {
      // The checkout closed once: one node took the Pay, the other found it paid (both answer 409
      // when the one that closed it was too busy to confirm and its Pay was sent again).
      expect([
        [303, 409],
        [409, 409],
      ]).toContainEqual(paid);
      // Both nodes answer the gift's one receipt.
      expect(receipts[0]).toMatch(/^SEVA-/);
      expect(receipts[1]).toBe(receipts[0]);
    }

    const record = await readGivingRecord(databaseUrl, giving);
    expectConsistentRecord(record);
    expect(succeededIds(record)).toEqual(idsOf(gifts));
    expect(record.campaign?.raisedMinor).toBe(sumOf(gifts));
  });
});
