import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import type { App } from '@/lib/fastify-types.ts';
import { startBareGivingServer } from './bare-giving-server.ts';
import { startBenchApp } from './bench-app.ts';
import { withBenchDatabase } from './bench-database.ts';
import { type Check, checkGiving, checkReceiptEmails, readCampaignMoney } from './giving-checks.ts';
import {
  BARE_SCHEMA,
  createBareTables,
  type GivingCampaign,
  insertPendingGifts,
  moveGiftsToBare,
  prepareCampaigns,
} from './giving-data.ts';
import { type HttpFigures, measureUrl, writeSequence } from './http.ts';
import { formatTargets, type TargetRow } from './targets.ts';

/**
 * Confirming gifts (docs/product/donations.md#confirming-a-gift) on PostgreSQL: the sandbox's Pay,
 * each request paying a different pending gift, through the app and through a bare Fastify + pg
 * server doing the same statements on copies of its tables, then the receipt worker's rate
 * (its PDF and queued email, docs/product/donations.md#receipts), then checks of the record.
 * `npm run bench:giving`; DATABASE_URL names the PostgreSQL beside which it makes its database.
 */

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;
const WARM_UP_SECONDS = 1;
/** node-postgres's pool size in the app (createDatabase's default), and so in the bare server. */
const POOL_SIZE = 10;
/**
 * Pending gifts per server: more than any server here confirms in the warm-up and the run, since
 * a Pay repeated on a paid checkout is a 409, not a gift.
 */
const GIFTS_PER_SECOND_CEILING = 4_000;
const gifts = Number(
  process.env.BENCH_GIFTS ?? GIFTS_PER_SECOND_CEILING * (seconds + WARM_UP_SECONDS),
);
/** Campaigns given to, each of another organization (each has its own receipt counter). */
const campaignCount = Number(process.env.BENCH_GIVING_CAMPAIGNS ?? 4);
const receiptsToRender = Number(process.env.BENCH_RECEIPTS ?? 200);
/** Receipts rendered before the measured ones, loading what the first receipt of a node loads. */
const RECEIPTS_WARM_UP = 20;
/**
 * Gifts left unasked between the warm-up and the run: autocannon takes a connection's next path
 * before the warm-up ends, and those may have been paid.
 */
const SKIPPED = 2 * CONNECTIONS;

/** Long enough for a gift in flight to commit, however loaded the machine. */
const SETTLE_MS = 1_000;

const MIN_GIFTS_PER_SECOND = 300;
/** Receipts made per second of one core's time (the node's CPU time while it renders). */
const MIN_RECEIPTS_PER_CORE_SECOND = 50;
const BARE_RATIO = 0.5;
const P99_MS = 100;

/** The sandbox's Pay as the checkout page's form posts it, with no fields. */
const PAY = {
  connections: CONNECTIONS,
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '0' },
  success: 303,
} as const;

type Run = { figures: HttpFigures; asked: number };

/** A warm-up, then the run, which goes on with the gifts after the warm-up's. */
async function measurePays(url: string, file: string): Promise<Run> {
  const warmUp = await measureUrl(url, WARM_UP_SECONDS, { ...PAY, sequence: { file, start: 0 } });
  const start = warmUp.requests + SKIPPED;
  const figures = await measureUrl(url, seconds, { ...PAY, sequence: { file, start } });
  return { figures, asked: start + figures.requests + CONNECTIONS };
}

const statuses = (figures: HttpFigures) =>
  Object.entries(figures.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');

function formatRow(server: string, figures: HttpFigures, ratio?: number): string {
  return [
    server.padEnd(20),
    String(CONNECTIONS).padStart(5),
    String(figures.requestsPerSecond).padStart(7),
    String(figures.p50Ms).padStart(7),
    String(figures.p99Ms).padStart(7),
    (ratio === undefined ? '' : ratio.toFixed(2)).padStart(6),
    String(figures.errors).padStart(7),
    `  ${statuses(figures)}`,
  ].join(' ');
}

const HEADER = [
  'server'.padEnd(20),
  'conns'.padStart(5),
  'gifts/s'.padStart(7),
  'p50 ms'.padStart(7),
  'p99 ms'.padStart(7),
  'ratio'.padStart(6),
  'not 303'.padStart(7),
  '  answers',
].join(' ');

/**
 * The receipt worker makes PDFs off the request path, woken by every recorded gift; held during
 * the runs, it would otherwise render in the app's process while it is measured, and the bare
 * server has no such work. Its own rate is measured afterwards (measureReceipts).
 */
async function holdReceiptWorker(app: App): Promise<void> {
  await app.receiptWorker.stop();
  app.receiptWorker.kick = () => {};
}

/**
 * The receipt worker's whole work for `count` receipts (lease, read the gift, render the PDF, store
 * it, record its SHA-256 and queue the email, docs/product/donations.md#receipts), as one node's
 * worker does, with its rate per second of wall time and per second of the process's CPU time
 * (the rate of one core). The other receipts are leased away for the time, so the worker's run
 * takes exactly these.
 */
async function measureReceipts(app: App, db: Database, count: number) {
  await db.execute(sql`update receipts set leased_until = null where pdf_key is null`);
  await db.execute(sql`
    update receipts set leased_until = now() + interval '1 hour'
    where pdf_key is null and id not in (
      select id from receipts where pdf_key is null order by issued_at limit ${count})`);
  const startedAt = performance.now();
  const cpuBefore = process.cpuUsage();
  const made = await app.receiptWorker.runOnce();
  const elapsed = (performance.now() - startedAt) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { made, seconds: elapsed, perSecond: made / elapsed, perCpuSecond: made / cpuSeconds };
}

/**
 * Waits until the app has answered the Pays still in flight when the load stopped: autocannon
 * stops waiting for them, but the app goes on recording them.
 */
async function settle(db: Database): Promise<void> {
  const receipts = async () =>
    (await db.execute<{ n: string }>(sql`select count(*) as n from receipts`)).rows[0]?.n;
  let last = await receipts();
  for (;;) {
    await setTimeout(SETTLE_MS);
    const now = await receipts();
    if (now === last) return;
    last = now;
  }
}

async function sequenceFile(dataDir: string, name: string, payPaths: readonly string[]) {
  const file = path.join(dataDir, `${name}-pays.json`);
  await writeSequence(file, { paths: payPaths, order: payPaths.map((_, index) => index) });
  return file;
}

function describeCampaigns(campaignsGiven: readonly GivingCampaign[]): string {
  return campaignsGiven
    .map((campaign) => `${campaign.slug} (${campaign.countryCode}, ${campaign.form.currency})`)
    .join(', ');
}

const enough = (server: string, run: Run): Check => ({
  name: `${server}: enough pending gifts`,
  passed: run.asked <= gifts,
  detail: `${run.asked} asked at most of ${gifts} (BENCH_GIFTS)`,
});

async function benchGiving(databaseUrl: string): Promise<{ checks: Check[]; target: TargetRow }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-giving-bench-'));
  const {
    app,
    url: appUrl,
    database,
  } = await startBenchApp({
    dataDir,
    databaseUrl,
    demoGifts: true,
  });
  const { db } = database;
  try {
    await holdReceiptWorker(app);
    const startedAt = performance.now();
    const campaignsGiven = await prepareCampaigns(db, appUrl, campaignCount);
    const campaignIds = campaignsGiven.map((campaign) => campaign.id);
    await createBareTables(db, campaignIds);
    const appGifts = await insertPendingGifts(db, campaignsGiven, { count: gifts, tag: 'app' });
    const bareGifts = await insertPendingGifts(db, campaignsGiven, { count: gifts, tag: 'bare' });
    await moveGiftsToBare(db, bareGifts.donationIds);
    // Fresh statistics and visibility, as autovacuum would leave tables that have settled.
    await db.execute(sql`vacuum analyze`);
    const before = {
      app: await readCampaignMoney(db, 'public', campaignIds),
      bare: await readCampaignMoney(db, BARE_SCHEMA, campaignIds),
    };
    console.log(
      `  ${gifts.toLocaleString('en-US')} pending gifts for each server over ${describeCampaigns(campaignsGiven)}, ready in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`,
    );

    const [first] = campaignsGiven;
    if (!first) throw new Error('no campaign given to');
    const bare = await startBareGivingServer({
      databaseUrl,
      poolSize: POOL_SIZE,
      schema: BARE_SCHEMA,
      checkoutPathPrefix: first.checkoutPathPrefix,
    });
    const bareFile = await sequenceFile(dataDir, 'bare', bareGifts.payPaths);
    const bareRun = await measurePays(bare.url, bareFile).finally(() => bare.close());
    const appFile = await sequenceFile(dataDir, 'app', appGifts.payPaths);
    const appRun = await measurePays(appUrl, appFile);
    const ratio = appRun.figures.requestsPerSecond / bareRun.figures.requestsPerSecond;
    console.log(HEADER);
    console.log(formatRow('bare fastify + pg', bareRun.figures));
    console.log(formatRow('app', appRun.figures, ratio));

    await settle(db);
    // A node that has run a while has loaded pdf-lib and its fonts: the first receipts load them.
    await measureReceipts(app, db, RECEIPTS_WARM_UP);
    const receipts = await measureReceipts(app, db, receiptsToRender);
    console.log(
      `  receipt worker: ${receipts.made} receipts (PDF rendered, stored, email queued) in ${receipts.seconds.toFixed(1)} s, ${receipts.perSecond.toFixed(1)} a second, ${receipts.perCpuSecond.toFixed(1)} per second of the node's CPU (target ${MIN_RECEIPTS_PER_CORE_SECOND})`,
    );

    const checks = [
      enough('bare', bareRun),
      enough('app', appRun),
      ...(await checkGiving(db, { schema: 'public', campaignIds, before: before.app })).map(
        (check) => ({ ...check, name: `app: ${check.name}` }),
      ),
      ...(await checkGiving(db, { schema: BARE_SCHEMA, campaignIds, before: before.bare })).map(
        (check) => ({ ...check, name: `bare: ${check.name}` }),
      ),
      { ...(await checkReceiptEmails(db)), name: 'app: one email per rendered receipt' },
    ];
    const { figures } = appRun;
    const target: TargetRow = {
      name: 'giving, Pay confirms',
      connections: CONNECTIONS,
      figures,
      ratio,
      target: `>= ${MIN_GIFTS_PER_SECOND}/s, p99 < ${P99_MS} ms, ratio >= ${BARE_RATIO.toFixed(2)}`,
      met:
        figures.requestsPerSecond >= MIN_GIFTS_PER_SECOND &&
        figures.p99Ms < P99_MS &&
        ratio >= BARE_RATIO,
    };
    return { checks, target };
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'npm run bench:giving needs DATABASE_URL: a PostgreSQL where it may create (and then drop) a database of its own, e.g. postgres://postgres@127.0.0.1:5432/postgres',
  );
  process.exit(1);
}

console.log(
  `Giving on PostgreSQL: the sandbox's Pay at ${CONNECTIONS} connections, ${seconds} s after ${WARM_UP_SECONDS} s of warm-up, each request paying another pending gift; the app against a bare Fastify + pg server doing the same statements on copies of its tables`,
);
const outcome = await withBenchDatabase(databaseUrl, benchGiving);

console.log('');
console.log('Checks of the record after the runs:');
for (const check of outcome.checks) {
  console.log(`  ${check.passed ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
}
console.log('');
console.log('Performance targets, this run:');
for (const line of formatTargets([outcome.target])) console.log(line);
if (outcome.checks.some((check) => !check.passed)) process.exitCode = 1;
