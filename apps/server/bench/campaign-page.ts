import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '@/config.ts';
import { startBenchApp } from './bench-app.ts';
import { type HttpFigures, measureUrl, recordAnswer, startBareServer } from './http.ts';
import type { TargetRow } from './targets.ts';

/**
 * A campaign shared on WhatsApp (docs/product/server-rendering.md#figures): its page asked by 100
 * connections at once, against a bare Fastify sending the same bytes in the same run, while one
 * more connection asks an API call; then the same with nothing kept, where requests asking
 * together still share a render.
 */

const PAGE_CONNECTIONS = 100;
/** The call timed meanwhile: answered from memory, so its time is the time it waited. */
const API_CALL = '/api/countries';
const WARM_UP_SECONDS = 1;
const PAGE_RATIO = 0.25;
const PAGE_P99_MS = 100;
const API_P99_MS = 50;

const webDist = path.resolve(import.meta.dirname, '../../web/dist');
const serverEntry = path.resolve(webDist, '../dist-ssr/entry-server.js');

type Run = { page: HttpFigures; api: HttpFigures };

async function startApp(dataDir: string, overrides: Partial<Config>) {
  const { app, url, database } = await startBenchApp({ dataDir, webDistDir: webDist, overrides });
  const [campaign] = (
    await database.db.execute(sql`
      select campaigns.slug from campaigns
      join organizations on organizations.id = campaigns.organization_id
      where organizations.status = 'approved' order by campaigns.slug limit 1`)
  ).rows as { slug: string }[];
  if (!campaign) throw new Error('the demo data has no public campaign');
  return { app, url, page: `/campaign/${campaign.slug}` };
}

/** The page under load, and the API call timed meanwhile from one more connection. */
async function loadPage(url: string, seconds: number): Promise<Run> {
  const load = { connections: PAGE_CONNECTIONS, workers: 1 };
  await measureUrl(url, WARM_UP_SECONDS, load);
  const [page, api] = await Promise.all([
    measureUrl(url, seconds, load),
    measureUrl(new URL(API_CALL, url).href, seconds, { connections: 1, workers: 1 }),
  ]);
  return { page, api };
}

function row(name: string, figures: HttpFigures, bare?: HttpFigures): string {
  return [
    name.padEnd(34),
    String(figures.requestsPerSecond).padStart(7),
    String(figures.p50Ms).padStart(7),
    String(figures.p99Ms).padStart(7),
    (bare ? (figures.requestsPerSecond / bare.requestsPerSecond).toFixed(3) : '').padStart(6),
    String(figures.errors).padStart(7),
  ].join(' ');
}

export async function runCampaignPageBench({ seconds }: { seconds: number }): Promise<TargetRow[]> {
  if (!existsSync(path.join(webDist, 'index.html')) || !existsSync(serverEntry)) {
    console.log('Campaign page: skipped, the web app is not built (run `npm run build` first).');
    return [];
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-page-bench-'));
  try {
    const kept = await startApp(dataDir, {});
    const pageUrl = kept.url + kept.page;
    const answer = await recordAnswer(pageUrl);
    const bare = await startBareServer(new Map([[kept.page, answer]]));
    const bareUrl = bare.url + kept.page;
    const load = { connections: PAGE_CONNECTIONS, workers: 1 };
    await measureUrl(bareUrl, WARM_UP_SECONDS, load);
    const bareBefore = await measureUrl(bareUrl, seconds, load);
    const keptRun = await loadPage(pageUrl, seconds);
    // The bare server again: on a shared machine the better of its two runs is the fairer one.
    const bareAfter = await measureUrl(bareUrl, seconds, load);
    const bareFigures =
      bareAfter.requestsPerSecond > bareBefore.requestsPerSecond ? bareAfter : bareBefore;
    await bare.close();
    await kept.app.close();

    // Nothing kept, no limit on renders: every request renders, or waits for a render under way.
    const rendered = await startApp(dataDir, {
      pageCacheSeconds: 0,
      pageRendersPerIpPerMinute: Number.MAX_SAFE_INTEGER,
    });
    const renderedRun = await loadPage(rendered.url + rendered.page, seconds);
    await rendered.app.close();

    console.log(
      `Campaign page (${(answer.body.length / 1024).toFixed(1)} kB), ${PAGE_CONNECTIONS} connections, ${seconds} s each, PGlite in memory with demo data; ${API_CALL} from one more connection meanwhile:`,
    );
    console.log(
      [
        'server'.padEnd(34),
        'req/s'.padStart(7),
        'p50 ms'.padStart(7),
        'p99 ms'.padStart(7),
        'ratio'.padStart(6),
        'errors'.padStart(7),
      ].join(' '),
    );
    console.log(row('bare Fastify, the same bytes', bareBefore));
    console.log(row('  again, after the app', bareAfter));
    console.log(row('app, pages kept (5 s)', keptRun.page, bareFigures));
    console.log(row(`  ${API_CALL} meanwhile`, keptRun.api));
    console.log(row('app, nothing kept', renderedRun.page, bareFigures));
    console.log(row(`  ${API_CALL} meanwhile`, renderedRun.api));

    const ratio = keptRun.page.requestsPerSecond / bareFigures.requestsPerSecond;
    return [
      {
        name: 'campaign page',
        connections: PAGE_CONNECTIONS,
        figures: keptRun.page,
        ratio,
        target: `ratio >= ${PAGE_RATIO}, p99 < ${PAGE_P99_MS} ms`,
        met: ratio >= PAGE_RATIO && keptRun.page.p99Ms < PAGE_P99_MS && keptRun.page.errors === 0,
      },
      {
        name: 'API call under the page',
        connections: 1,
        figures: keptRun.api,
        target: `p99 < ${API_P99_MS} ms`,
        met: keptRun.api.p99Ms < API_P99_MS && keptRun.api.errors === 0,
      },
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
