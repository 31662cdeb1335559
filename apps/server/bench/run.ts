import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { createDatabase } from '@/db/client.ts';
import { seedDatabase } from '@/db/seed/seed-database.ts';
import { createLocalMediaStorage } from '@/modules/media/storage.ts';
import { type HttpFigures, measureUrl, startHelloWorld } from './http.ts';
import { runSearchbarBench } from './searchbar.ts';
import { describeThumbnailFigures, measureThumbnails } from './thumbnails.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const endpoints = ['/api/health', '/api/countries', '/api/categories', '/api/campaigns/featured'];

function row(name: string, figures: HttpFigures, baseline: HttpFigures): string {
  const ratio = (figures.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
  return [
    name.padEnd(28),
    String(figures.requestsPerSecond).padStart(8),
    String(figures.p50Ms).padStart(7),
    String(figures.p99Ms).padStart(7),
    ratio.padStart(7),
    String(figures.errors).padStart(7),
  ].join(' ');
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-bench-'));
const database = await createDatabase({ kind: 'pglite', dataDir: null });
await database.migrate();
await seedDatabase({
  db: database.db,
  storage: createLocalMediaStorage(path.join(dataDir, 'media')),
  demo: true,
});
const config = {
  ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
  authSecret: randomBytes(32).toString('hex'),
};
const app = await buildApp({ config, database });
const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
const hello = await startHelloWorld();

console.log(`HTTP, ${seconds} s each, 10 connections, PGlite in memory with demo data`);
console.log(
  [
    'endpoint'.padEnd(28),
    'req/s'.padStart(8),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'ratio'.padStart(7),
    'errors'.padStart(7),
  ].join(' '),
);
const baseline = await measureUrl(hello.url, seconds);
console.log(row('bare fastify hello-world', baseline, baseline));
for (const endpoint of endpoints) {
  console.log(row(endpoint, await measureUrl(appUrl + endpoint, seconds), baseline));
}

console.log('');
const thumbnails = await measureThumbnails({ app, appUrl, seconds });
for (const line of describeThumbnailFigures(thumbnails, seconds)) console.log(line);

await hello.close();
await app.close();
await rm(dataDir, { recursive: true, force: true });

console.log('');
await runSearchbarBench({
  seconds,
  campaigns: Number(process.env.BENCH_CAMPAIGNS ?? 100_000),
  databaseUrl: process.env.DATABASE_URL,
});
