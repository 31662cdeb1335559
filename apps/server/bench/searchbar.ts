import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { createDatabase, type DatabaseHandle } from '@/db/client.ts';
import { seedBenchData } from '@/db/seed/bench-data.ts';
import { seedReferenceData } from '@/db/seed/reference-data.ts';
import { createLocalMediaStorage } from '@/modules/media/storage.ts';
import { startBareSearchServer } from './bare-search-server.ts';
import { type HttpFigures, measureUrl } from './http.ts';

/**
 * The search bar at 100,000 campaigns (docs/product/search-and-discovery.md#figures): the app
 * against a bare Fastify + pg server running the same statements, on PostgreSQL at 32
 * connections, then the app on PGlite at 8.
 */

/** What people type, misspellings and "See More" pages included; every connection asks in turn. */
const SEARCHBAR_QUERIES = [
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
const SEE_MORE = ['edu', 'water', 'dialysis'];

const SEARCHBAR_PATHS = [
  ...SEARCHBAR_QUERIES.map((query) => searchbarPath(query, 1)),
  ...SEE_MORE.map((query) => searchbarPath(query, 2)),
];

function searchbarPath(query: string, page: number): string {
  return `/api/organization/searchbar?${new URLSearchParams({ query, page: String(page), limit: '4' })}`;
}

const POSTGRES_CONNECTIONS = 32;
const PGLITE_CONNECTIONS = 8;
/** node-postgres's pool size in the app (createDatabase's default), and so in the bare server. */
const POOL_SIZE = 10;
const WARM_UP_SECONDS = 2;

type Row = { database: string; server: string; connections: number; figures: HttpFigures };

function formatRow({ database, server, connections, figures }: Row, ratio?: number): string {
  return [
    database.padEnd(11),
    server.padEnd(20),
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
  'server'.padEnd(20),
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
 * Each search alone, one request at a time: its matches (`orgData`) and its median time, which
 * grows with how many titles it matches.
 */
async function timeEachSearch(url: string): Promise<string> {
  const timings: string[] = [];
  for (const query of SEARCHBAR_QUERIES) {
    const times: number[] = [];
    let matches = 0;
    for (let attempt = 0; attempt < 5; attempt++) {
      const startedAt = performance.now();
      const response = await fetch(url + searchbarPath(query, 1));
      matches = ((await response.json()) as { data: { orgData: number } }).data.orgData;
      times.push(performance.now() - startedAt);
    }
    const median = times.toSorted((a, b) => a - b)[2] ?? 0;
    timings.push(`${query} ${matches.toLocaleString('en-US')}: ${median.toFixed(1)}`);
  }
  return timings.join(', ');
}

async function measure(url: string, seconds: number, connections: number): Promise<HttpFigures> {
  const options = { connections, paths: SEARCHBAR_PATHS, workers: 1 };
  await measureUrl(url, WARM_UP_SECONDS, options);
  return measureUrl(url, seconds, options);
}

/** A database of its own beside DATABASE_URL's, dropped afterwards: the bench leaves no trace. */
async function withBenchDatabase(
  baseUrl: string,
  use: (url: string) => Promise<void>,
): Promise<void> {
  const name = `givecrowd_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    await use(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
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
}): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-search-bench-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    authSecret: randomBytes(32).toString('hex'),
  };
  const rows: string[] = [];
  console.log(
    `Search bar at ${campaigns.toLocaleString('en-US')} campaigns, ${seconds} s per run after ${WARM_UP_SECONDS} s of warm-up, ` +
      `${SEARCHBAR_PATHS.length} searches in turn (${SEARCHBAR_QUERIES.join(', ')}; page 2 of ${SEE_MORE.join(', ')})`,
  );
  try {
    if (databaseUrl) {
      await withBenchDatabase(databaseUrl, async (url) => {
        const database = await createDatabase({ kind: 'postgres', url, poolSize: POOL_SIZE });
        const app = await buildApp({ config, database });
        try {
          await seed(database, campaigns, path.join(dataDir, 'media'));
          const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
          console.log(`  postgres, alone (matches: median ms): ${await timeEachSearch(appUrl)}`);
          const bare = await startBareSearchServer({ databaseUrl: url, poolSize: POOL_SIZE });
          try {
            const bareFigures = await measure(bare.url, seconds, POSTGRES_CONNECTIONS);
            const appFigures = await measure(appUrl, seconds, POSTGRES_CONNECTIONS);
            const ratio = appFigures.requestsPerSecond / bareFigures.requestsPerSecond;
            const base = { database: 'PostgreSQL', connections: POSTGRES_CONNECTIONS };
            rows.push(formatRow({ ...base, server: 'bare fastify + pg', figures: bareFigures }));
            rows.push(formatRow({ ...base, server: 'app', figures: appFigures }, ratio));
          } finally {
            await bare.close();
          }
        } finally {
          await app.close();
        }
      });
    }
    const database = await createDatabase({ kind: 'pglite', dataDir: null });
    const app = await buildApp({ config, database });
    try {
      await seed(database, campaigns, path.join(dataDir, 'media'));
      const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
      console.log(`  pglite, alone (matches: median ms): ${await timeEachSearch(appUrl)}`);
      const figures = await measure(appUrl, seconds, PGLITE_CONNECTIONS);
      rows.push(
        formatRow({ database: 'PGlite', server: 'app', connections: PGLITE_CONNECTIONS, figures }),
      );
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(HEADER);
  for (const row of rows) console.log(row);
}
