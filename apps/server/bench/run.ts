import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startBenchApp } from './bench-app.ts';
import { runCampaignPageBench } from './campaign-page.ts';
import {
  type HttpFigures,
  measureUrl,
  type RecordedAnswer,
  recordAnswer,
  startBareServer,
  startHelloWorld,
} from './http.ts';
import { runSearchbarBench } from './searchbar.ts';
import { formatTargets, type TargetRow } from './targets.ts';
import { describeThumbnailFigures, measureThumbnails } from './thumbnails.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 1;
/** Answered from memory (docs/product/http-contract.md#catalog-calls), against a bare server. */
const referenceEndpoints = ['/api/countries', '/api/categories', '/api/pricing-plans?country=IN'];
/** Against a bare hello-world. */
const otherEndpoints = ['/api/health', '/api/campaigns/featured'];
const REFERENCE_RATIO = 0.5;

/** Fired from a worker thread: the servers measured run in this process. */
async function measure(url: string): Promise<HttpFigures> {
  await measureUrl(url, WARM_UP_SECONDS, { connections: CONNECTIONS, workers: 1 });
  return measureUrl(url, seconds, { connections: CONNECTIONS, workers: 1 });
}

function row(name: string, figures: HttpFigures, baseline: HttpFigures): string {
  const ratio = (figures.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
  return [
    name.padEnd(30),
    String(figures.requestsPerSecond).padStart(8),
    String(figures.p50Ms).padStart(7),
    String(figures.p99Ms).padStart(7),
    String(baseline.requestsPerSecond).padStart(10),
    ratio.padStart(7),
    String(figures.errors).padStart(7),
  ].join(' ');
}

const header = (baseline: string) =>
  [
    'endpoint'.padEnd(30),
    'req/s'.padStart(8),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    baseline.padStart(10),
    'ratio'.padStart(7),
    'errors'.padStart(7),
  ].join(' ');

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-bench-'));
const { app, url: appUrl } = await startBenchApp({
  dataDir,
  // The bench times the thumbnail work itself: one user's hourly upload quota would refuse it.
  overrides: { uploadsPerUserPerHour: Number.MAX_SAFE_INTEGER },
});
const targets: TargetRow[] = [];

console.log(
  `HTTP, ${seconds} s each after ${WARM_UP_SECONDS} s of warm-up, ${CONNECTIONS} connections, PGlite in memory with demo data`,
);
console.log(
  "Reference data from memory, against a bare Fastify sending the same JSON bytes (the target), then against one sending the app's headers too:",
);
console.log(header('bare req/s'));
const answers = new Map<string, RecordedAnswer>();
for (const endpoint of referenceEndpoints) {
  answers.set(new URL(endpoint, appUrl).pathname, await recordAnswer(appUrl + endpoint));
}
const bareJson = await startBareServer(answers, { allHeaders: false });
const bareWithHeaders = await startBareServer(answers, { allHeaders: true });
for (const endpoint of referenceEndpoints) {
  const baseline = await measure(bareJson.url + endpoint);
  const withHeaders = await measure(bareWithHeaders.url + endpoint);
  const figures = await measure(appUrl + endpoint);
  console.log(row(endpoint, figures, baseline));
  console.log(row('  same headers', figures, withHeaders));
  const ratio = figures.requestsPerSecond / baseline.requestsPerSecond;
  targets.push({
    name: endpoint.replace(/\?.*/, ''),
    connections: CONNECTIONS,
    figures,
    ratio,
    target: `ratio >= ${REFERENCE_RATIO.toFixed(2)}`,
    met: ratio >= REFERENCE_RATIO,
  });
}
await bareJson.close();
await bareWithHeaders.close();

console.log('Other calls, against a bare Fastify hello-world:');
console.log(header('hello req/s'));
const hello = await startHelloWorld();
const helloFigures = await measure(hello.url);
await hello.close();
for (const endpoint of otherEndpoints) {
  console.log(row(endpoint, await measure(appUrl + endpoint), helloFigures));
}

console.log('');
const thumbnails = await measureThumbnails({ app, appUrl, seconds });
for (const line of describeThumbnailFigures(thumbnails, seconds)) console.log(line);

await app.close();
await rm(dataDir, { recursive: true, force: true });

console.log('');
targets.push(...(await runCampaignPageBench({ seconds })));

console.log('');
targets.push(
  ...(await runSearchbarBench({
    seconds,
    campaigns: Number(process.env.BENCH_CAMPAIGNS ?? 100_000),
    databaseUrl: process.env.DATABASE_URL,
  })),
);

console.log('');
console.log('Performance targets (README.md#measured-figures), this run:');
for (const line of formatTargets(targets)) console.log(line);
