import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { financialYearLabel } from '@givecrowd/shared/giving/financial-year';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { startBenchApp } from './bench-app.ts';
import { withBenchDatabase } from './bench-database.ts';
import { BENCH_FINANCIAL_YEAR, insertExportOrganization, seedExportGifts } from './exports-data.ts';

/**
 * The owner's exports (docs/product/donations.md#exports) on PostgreSQL: an organization in India
 * with 1,000,000 paid gifts from 250,000 donors (made in SQL), then the gifts' CSV and the Form
 * 10BD of their financial year downloaded over HTTP from the app (this process) by a client in a
 * process of its own that asks as Chromium does (gzip, Brotli or zstd accepted), timed, with the
 * app's resident memory sampled while the answer streams and the CPU time it and its PostgreSQL
 * backends spent on it; then checks that each download is whole.
 * `npm run bench:exports`; DATABASE_URL names the PostgreSQL beside which it makes (and drops) a
 * database of its own.
 */

const gifts = Number(process.env.BENCH_EXPORT_GIFTS ?? 1_000_000);
const donors = Number(process.env.BENCH_EXPORT_DONORS ?? Math.ceil(gifts / 4));
const MAX_SECONDS = 15;
const MAX_RSS_GROWTH_MB = 100;
const SAMPLE_MS = 20;
/** What the client accepts: Chromium's encodings, or `identity` to see the export without them. */
const ENCODING = process.env.BENCH_EXPORT_ENCODING ?? 'gzip, deflate, br, zstd';
const MB = 1024 * 1024;
const run = promisify(execFile);

// A collection before each download, so what was left from seeding is not counted as growth.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

type Download = {
  status: number;
  seconds: number;
  bytes: number;
  lines: number;
  /** With `sum`: the amounts of the last column after the header, in minor units. */
  totalMinor: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  /** At the peak: V8's heap and the memory outside it (buffers, zlib), in MB. */
  heapAtPeakMb: number;
  externalAtPeakMb: number;
  /** V8's heap in use once collected after the download: what the export left behind. */
  heapAfterMb: number;
  heapBeforeMb: number;
  /** CPU time spent while it streamed: this process's (the app), its PostgreSQL backends'. */
  nodeCpuSeconds: number;
  postgresCpuSeconds: number | null;
};

/**
 * The browser: a process of its own, so the server's memory is this process's alone. It asks as a
 * browser does (its encodings accepted), reads the body as it comes, counts its lines, and with
 * `sum` adds up the last column; it prints what it saw, and how long the download took, as JSON.
 */
const CLIENT = `
const [url, token, mode, encoding] = process.argv.slice(1);
const startedAt = performance.now();
const response = await fetch(url, { headers: { authorization: 'Bearer ' + token, 'accept-encoding': encoding } });
let bytes = 0, lines = 0, totalMinor = 0, rest = '', header = true;
const decoder = new TextDecoder();
for await (const chunk of response.body) {
  bytes += chunk.byteLength;
  if (mode !== 'sum') {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
    continue;
  }
  const parts = (rest + decoder.decode(chunk, { stream: true })).split('\\r\\n');
  rest = parts.pop();
  for (const line of parts) {
    lines += 1;
    if (header) { header = false; continue; }
    totalMinor += Number(line.slice(line.lastIndexOf(',') + 1).replace('.', ''));
  }
}
process.stdout.write(JSON.stringify({ status: response.status, bytes, lines, totalMinor, seconds: (performance.now() - startedAt) / 1000 }));
`;

/**
 * The CPU time, in seconds, the bench database's backends have used so far, each by its pid; read
 * from `/proc/{pid}/schedstat`, so only when PostgreSQL runs on this machine (else null).
 */
async function postgresCpu(db: Database): Promise<Map<number, number> | null> {
  const { rows } = await db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  );
  const cpu = new Map<number, number>();
  try {
    for (const { pid } of rows) {
      const [runNs] = (await readFile(`/proc/${pid}/schedstat`, 'utf8')).split(' ');
      cpu.set(pid, Number(runNs) / 1e9);
    }
  } catch {
    return null;
  }
  return cpu;
}

/** What the backends used between two readings (a backend that is new counts from nothing). */
function postgresCpuSpent(
  before: Map<number, number> | null,
  after: Map<number, number> | null,
): number | null {
  if (!before || !after) return null;
  let seconds = 0;
  for (const [pid, used] of after) seconds += used - (before.get(pid) ?? 0);
  return seconds;
}

/** Downloads `url` from the client process, with this process's RSS sampled meanwhile. */
async function download(
  db: Database,
  url: string,
  token: string,
  mode: 'count' | 'sum',
): Promise<Download> {
  collectGarbage();
  const postgresBefore = await postgresCpu(db);
  const cpuBefore = process.cpuUsage();
  const before = process.memoryUsage();
  let peak = before;
  // The resident size alone each time (the whole of memoryUsage walks V8's heap: a third of a
  // millisecond, counted in the app's CPU time); the heap's figures at a new peak only.
  const sampler = setInterval(() => {
    if (process.memoryUsage.rss() > peak.rss) peak = process.memoryUsage();
  }, SAMPLE_MS);
  try {
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '--eval', CLIENT, url, token, mode, ENCODING],
      { maxBuffer: 1024 * 1024 },
    );
    const seen = JSON.parse(stdout) as Pick<
      Download,
      'status' | 'seconds' | 'bytes' | 'lines' | 'totalMinor'
    >;
    const cpu = process.cpuUsage(cpuBefore);
    const postgresAfter = await postgresCpu(db);
    collectGarbage();
    return {
      ...seen,
      nodeCpuSeconds: (cpu.user + cpu.system) / 1e6,
      postgresCpuSeconds: postgresCpuSpent(postgresBefore, postgresAfter),
      heapBeforeMb: before.heapUsed / MB,
      heapAfterMb: process.memoryUsage().heapUsed / MB,
      rssBeforeMb: before.rss / MB,
      rssPeakMb: peak.rss / MB,
      heapAtPeakMb: peak.heapTotal / MB,
      externalAtPeakMb: peak.external / MB,
    };
  } finally {
    clearInterval(sampler);
  }
}

type Row = {
  name: string;
  result: Download;
  check: { passed: boolean; detail: string };
};

function formatRow({ name, result }: Row): string {
  const growth = result.rssPeakMb - result.rssBeforeMb;
  const met = result.seconds < MAX_SECONDS && growth < MAX_RSS_GROWTH_MB;
  return [
    name.padEnd(22),
    String(result.status).padStart(6),
    result.lines.toLocaleString('en-US').padStart(11),
    (result.bytes / MB).toFixed(1).padStart(9),
    result.seconds.toFixed(1).padStart(8),
    result.nodeCpuSeconds.toFixed(1).padStart(9),
    (result.postgresCpuSeconds?.toFixed(1) ?? '—').padStart(7),
    result.rssBeforeMb.toFixed(0).padStart(8),
    result.rssPeakMb.toFixed(0).padStart(8),
    growth.toFixed(0).padStart(8),
    `${result.heapAtPeakMb.toFixed(0)}/${result.externalAtPeakMb.toFixed(0)}`.padStart(12),
    `${result.heapBeforeMb.toFixed(0)} → ${result.heapAfterMb.toFixed(0)}`.padStart(14),
    `  < ${MAX_SECONDS} s, < ${MAX_RSS_GROWTH_MB} MB`.padEnd(20),
    met ? 'yes' : 'NO',
  ].join(' ');
}

const HEADER = [
  'export'.padEnd(22),
  'status'.padStart(6),
  'lines'.padStart(11),
  'MB'.padStart(9),
  'seconds'.padStart(8),
  'node CPU'.padStart(9),
  'PG CPU'.padStart(7),
  'RSS MB'.padStart(8),
  'peak MB'.padStart(8),
  'growth'.padStart(8),
  'heap/ext MB'.padStart(12),
  'live MB'.padStart(14),
  '  target'.padEnd(20),
  'met',
].join(' ');

async function benchExports(databaseUrl: string): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-exports-bench-'));
  const { app, url, database } = await startBenchApp({ dataDir, databaseUrl });
  try {
    // The receipt worker has nothing to do (every receipt's PDF is marked made); stop it anyway.
    await app.receiptWorker.stop();
    const { ownerId, organization } = await insertExportOrganization(database.db);
    const token = await app.tokens.sign({ id: ownerId, tokenVersion: 0 });
    const seedStartedAt = performance.now();
    await seedExportGifts(databaseUrl, {
      organizationId: organization.id,
      organizationNumber: organization.number,
      count: gifts,
      donors,
    });
    console.log(
      `  ${gifts.toLocaleString('en-US')} gifts from ${donors.toLocaleString('en-US')} donors made in ${((performance.now() - seedStartedAt) / 1000).toFixed(0)} s`,
    );
    const base = `${url}/api/organizations/${organization.slug}`;

    const csv = await download(database.db, `${base}/donations.csv`, token, 'count');
    const csvRow: Row = {
      name: 'donations.csv',
      result: csv,
      check: {
        passed: csv.status === 200 && csv.lines === gifts + 1,
        detail: `${csv.lines.toLocaleString('en-US')} lines: a header and ${gifts.toLocaleString('en-US')} gifts`,
      },
    };

    const fy = financialYearLabel(BENCH_FINANCIAL_YEAR);
    const statement = await download(database.db, `${base}/form-10bd?fy=${fy}`, token, 'sum');
    const [expected] = (
      await database.db.execute<{ total: string }>(
        sql`select coalesce(sum(amount), 0)::text as total from receipts where organization_id = ${organization.id} and year = ${BENCH_FINANCIAL_YEAR} and status = 'valid'`,
      )
    ).rows;
    const statementRow: Row = {
      name: `form-10bd ${fy}`,
      result: statement,
      check: {
        passed:
          statement.status === 200 &&
          statement.lines === donors + 1 &&
          statement.totalMinor === Number(expected?.total),
        detail: `${statement.lines.toLocaleString('en-US')} lines: a header and ${donors.toLocaleString('en-US')} donors; amounts add up to ${(statement.totalMinor / 100).toLocaleString('en-IN')} (receipts of the year: ${(Number(expected?.total) / 100).toLocaleString('en-IN')})`,
      },
    };
    return [csvRow, statementRow];
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'npm run bench:exports needs DATABASE_URL: a PostgreSQL where it may create (and then drop) a database of its own, e.g. postgres://postgres@127.0.0.1:5432/postgres',
  );
  process.exit(1);
}

console.log(
  `Exports on PostgreSQL: the gifts' CSV and Form 10BD of an organization with ${gifts.toLocaleString('en-US')} gifts, over HTTP (${ENCODING} accepted), RSS sampled every ${SAMPLE_MS} ms while streaming`,
);
const rows = await withBenchDatabase(databaseUrl, benchExports);
console.log('');
console.log(HEADER);
for (const row of rows) console.log(formatRow(row));
console.log('');
console.log('Checks of the downloads:');
for (const { name, check } of rows) {
  console.log(`  ${check.passed ? 'ok  ' : 'FAIL'} ${name}: ${check.detail}`);
}
if (rows.some((row) => !row.check.passed)) process.exitCode = 1;
