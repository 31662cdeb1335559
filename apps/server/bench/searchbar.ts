import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '@/app.ts';
import { type Config, loadConfig } from '@/config.ts';
import { createDatabase, type DatabaseHandle } from '@/db/client.ts';
import { seedBenchData } from '@/db/seed/bench-data.ts';
import { seedReferenceData } from '@/db/seed/reference-data.ts';
import { createLocalMediaStorage } from '@/modules/media/index.ts';
import {
  createListCache,
  createSearchbar,
  runOn,
  SEARCHBAR_CACHE,
} from '@/modules/search/index.ts';
import { resolveConfig } from '@/resolve-config.ts';
import { startBareSearchServer } from './bare-search-server.ts';
import { withBenchDatabase } from './bench-database.ts';
import { type HttpFigures, measureUrl, writeSequence } from './http.ts';
import { buildSearchbarMix, searchKey } from './searchbar-mix.ts';
import type { TargetRow } from './targets.ts';

/**
 * The search bar at 100,000 campaigns (docs/product/search-and-discovery.md#figures): the app
 * against a bare Fastify + pg server doing the same work, on PostgreSQL at 32 connections, then the
 * app on PGlite at 8, under a mix of many different searches (searchbar-mix.ts).
 */

/** Searches timed one at a time, straight on the database: common and rare words, misspelt too. */
const TIMED_SEARCHES = [
  'edu',
  'helth',
  'water',
  'clean water',
  'dialysis',
  'scholar',
  'asha',
  'skool',
  'animal',
  'meals for children',
  'food',
  'trees',
  'wheelchair',
  'girls school',
];

const POSTGRES_CONNECTIONS = 32;
const PGLITE_CONNECTIONS = 8;
/** node-postgres's pool size in the app (createDatabase's default), and so in the bare server. */
const POOL_SIZE = 10;
const WARM_UP_SECONDS = 2;
/**
 * A server that keeps answers is warmed up with this many requests, what it would be asked in the
 * 30 s it keeps an answer at 2,000 requests a second: every server starts its measurement with
 * the same answers kept, whatever its pace, as a running server would.
 */
const WARM_UP_REQUESTS = 60_000;
/** More requests than a warm-up and a run ask together: the sequence never starts again. */
const SEQUENCE_LENGTH = 1_000_000;

const POSTGRES_P99_MS = 25;
const PGLITE_P99_MS = 60;
const BARE_RATIO = 0.7;

type Row = { database: string; server: string; connections: number; figures: HttpFigures };

function formatRow({ database, server, connections, figures }: Row, ratio?: number): string {
  return [
    database.padEnd(11),
    server.padEnd(26),
    String(connections).padStart(5),
    String(figures.requestsPerSecond).padStart(7),
    String(figures.p50Ms).padStart(7),
    String(figures.p99Ms).padStart(7),
    (ratio === undefined ? '' : ratio.toFixed(2)).padStart(6),
    String(figures.errors).padStart(7),
  ].join(' ');
}

const HEADER = [
  'database'.padEnd(11),
  'server'.padEnd(26),
  'conns'.padStart(5),
  'req/s'.padStart(7),
  'p50 ms'.padStart(7),
  'p99 ms'.padStart(7),
  'ratio'.padStart(6),
  'errors'.padStart(7),
].join(' ');

async function seed(database: DatabaseHandle, total: number, mediaRoot: string): Promise<void> {
  const startedAt = performance.now();
  await database.migrate();
  await seedReferenceData(database.db);
  await seedBenchData({
    db: database.db,
    storage: createLocalMediaStorage(mediaRoot),
    total,
    batchSize: 5_000,
  });
  // Fresh statistics and visibility, as autovacuum would leave a table that has settled.
  await database.db.execute(sql`vacuum analyze`);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(0);
  console.log(
    `  ${database.kind}: ${total.toLocaleString('en-US')} campaigns seeded in ${seconds} s`,
  );
}

/**
 * Each timed search alone, straight on the database (its statements, no cache, no HTTP): how
 * many it matches (`orgData`, at most the cap) and the median of 5 in ms.
 */
async function timeEachSearch(database: DatabaseHandle): Promise<string> {
  const searchbar = createSearchbar({
    run: runOn(database.db),
    cache: createListCache({ ttlMs: 0, maxEntries: 1 }),
  });
  const timings: string[] = [];
  for (const query of TIMED_SEARCHES) {
    const times: number[] = [];
    let matches = 0;
    for (let attempt = 0; attempt < 5; attempt++) {
      const startedAt = performance.now();
      matches = (await searchbar({ query, page: 1, limit: 4, now: new Date() })).orgData;
      times.push(performance.now() - startedAt);
    }
    const median = times.toSorted((a, b) => a - b)[2] ?? 0;
    timings.push(`${query} ${matches.toLocaleString('en-US')}: ${median.toFixed(1)}`);
  }
  return timings.join(', ');
}

type MixRun = { figures: HttpFigures; statements: number };

/** A server under test, and how many statements it has run so far. */
type Server = { url: string; statements: () => number };

/**
 * The mix against one server: a warm-up, then the measurement, which goes on with the searches
 * where the warm-up stopped.
 */
async function measure(
  server: Server,
  { seconds, connections, cached }: { seconds: number; connections: number; cached: boolean },
  file: string,
): Promise<MixRun> {
  const warmUp = await measureUrl(server.url, WARM_UP_SECONDS, {
    connections,
    sequence: { file, start: 0 },
    ...(cached ? { amount: WARM_UP_REQUESTS } : {}),
  });
  const before = server.statements();
  const figures = await measureUrl(server.url, seconds, {
    connections,
    sequence: { file, start: warmUp.requests },
  });
  return { figures, statements: server.statements() - before };
}

/** The app, counting the statements its database runs (only the search runs any under the mix). */
async function listenCounting(
  config: Config,
  database: DatabaseHandle,
): Promise<Server & { close: () => Promise<void> }> {
  let statements = 0;
  const execute = database.db.execute.bind(database.db);
  database.db.execute = ((query: Parameters<typeof execute>[0]) => {
    statements++;
    return execute(query);
  }) as typeof database.db.execute;
  const app = await buildApp({ config, database });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, statements: () => statements, close: () => app.close() };
}

function describeMix(server: string, { figures, statements }: MixRun): string {
  const perRequest = (statements / Math.max(1, figures.requests)).toFixed(2);
  return `  ${server}: ${figures.requests.toLocaleString('en-US')} requests ran ${statements.toLocaleString('en-US')} statements (${perRequest} a request)`;
}

export async function runSearchbarBench({
  seconds,
  campaigns,
  databaseUrl,
}: {
  seconds: number;
  campaigns: number;
  /** PostgreSQL to measure beside; without it only PGlite is measured. */
  databaseUrl: string | undefined;
}): Promise<TargetRow[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-search-bench-'));
  // Production is given its secrets (docs/product/start-modes.md#production): fresh ones for this
  // run, and the payment sandbox by name; the API only.
  const config = await resolveConfig(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      BANK_ACCOUNT_KEY: randomBytes(32).toString('base64'),
      PAYMENT_SANDBOX: 'true',
      SUPPORT_EMAIL: 'support@givecrowd.test',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    }),
  );
  const mix = buildSearchbarMix(SEQUENCE_LENGTH);
  const file = path.join(dataDir, 'searchbar-sequence.json');
  await writeSequence(file, mix);
  const rows: string[] = [];
  const targets: TargetRow[] = [];
  console.log(
    `Search bar at ${campaigns.toLocaleString('en-US')} campaigns, ${seconds} s per run after a warm-up (${WARM_UP_SECONDS} s; the first ${WARM_UP_REQUESTS.toLocaleString('en-US')} requests for a server that keeps answers, ${SEARCHBAR_CACHE.ttlMs / 1000} s). ` +
      `The load: ${mix.paths.length.toLocaleString('en-US')} different requests (${mix.searches.length.toLocaleString('en-US')} searches, one in five also for page 2; ${new Set(mix.paths.map(searchKey)).size.toLocaleString('en-US')} different answers, as searches differing only in case share one), ` +
      `asked by popularity (Zipf, the k-th most asked 1/k as often as the first), e.g. ${mix.searches.slice(0, 8).join(', ')}.`,
  );
  try {
    if (databaseUrl) {
      await withBenchDatabase(databaseUrl, async (url) => {
        const database = await createDatabase({ kind: 'postgres', url, poolSize: POOL_SIZE });
        await seed(database, campaigns, path.join(dataDir, 'media'));
        console.log(
          `  postgres, each search alone (matches: median ms): ${await timeEachSearch(database)}`,
        );
        const base = { database: 'PostgreSQL', connections: POSTGRES_CONNECTIONS };
        const cachedRun = { seconds, connections: POSTGRES_CONNECTIONS, cached: true };
        const uncached = await startBareSearchServer({
          databaseUrl: url,
          poolSize: POOL_SIZE,
          cache: false,
        });
        const uncachedRun = await measure(uncached, { ...cachedRun, cached: false }, file).finally(
          () => uncached.close(),
        );
        const bare = await startBareSearchServer({
          databaseUrl: url,
          poolSize: POOL_SIZE,
          cache: true,
        });
        const bareRun = await measure(bare, cachedRun, file).finally(() => bare.close());
        const app = await listenCounting(config, database);
        const appRun = await measure(app, cachedRun, file).finally(() => app.close());
        const ratio = appRun.figures.requestsPerSecond / bareRun.figures.requestsPerSecond;
        console.log(describeMix('bare, no cache', uncachedRun));
        console.log(describeMix('bare', bareRun));
        console.log(describeMix('app', appRun));
        rows.push(
          formatRow({
            ...base,
            server: 'bare fastify + pg, no cache',
            figures: uncachedRun.figures,
          }),
        );
        rows.push(formatRow({ ...base, server: 'bare fastify + pg', figures: bareRun.figures }));
        rows.push(formatRow({ ...base, server: 'app', figures: appRun.figures }, ratio));
        targets.push({
          name: 'searchbar, PostgreSQL',
          connections: POSTGRES_CONNECTIONS,
          figures: appRun.figures,
          ratio,
          target: `p99 < ${POSTGRES_P99_MS} ms, ratio >= ${BARE_RATIO.toFixed(2)}`,
          met: appRun.figures.p99Ms < POSTGRES_P99_MS && ratio >= BARE_RATIO,
        });
      });
    }
    const database = await createDatabase({ kind: 'pglite', dataDir: null });
    await seed(database, campaigns, path.join(dataDir, 'media'));
    console.log(
      `  pglite, each search alone (matches: median ms): ${await timeEachSearch(database)}`,
    );
    const app = await listenCounting(config, database);
    const run = await measure(
      app,
      { seconds, connections: PGLITE_CONNECTIONS, cached: true },
      file,
    ).finally(() => app.close());
    console.log(describeMix('app on PGlite', run));
    rows.push(
      formatRow({
        database: 'PGlite',
        server: 'app',
        connections: PGLITE_CONNECTIONS,
        figures: run.figures,
      }),
    );
    targets.push({
      name: 'searchbar, PGlite',
      connections: PGLITE_CONNECTIONS,
      figures: run.figures,
      target: `p99 < ${PGLITE_P99_MS} ms`,
      met: run.figures.p99Ms < PGLITE_P99_MS,
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(HEADER);
  for (const row of rows) console.log(row);
  return targets;
}
