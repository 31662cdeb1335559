/**
 * Lighthouse's mobile performance score of the public pages (docs/product/server-rendering.md):
 * builds nothing — run `npm run build` first. Starts the built server on a fresh data folder with
 * the demo data, finds a seeded campaign and organization, runs Lighthouse's default mobile
 * audit (simulated slow 4G and a 4x slower CPU) in Debian's Chromium on each page, and prints
 * the score with LCP, TBT and the JavaScript transferred.
 *
 *   npm run build && npm run bench:lighthouse
 *
 * Pages: home, discover, organization, campaign, donation (a campaign's donation form).
 * LIGHTHOUSE_PAGES=discover,campaign runs only those pages; LIGHTHOUSE_REPORTS=folder keeps each
 * run's full report there as JSON (what the largest paint was, the long tasks).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3210);
const base = `http://localhost:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGET = 95;
const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const reportDir = process.env.LIGHTHOUSE_REPORTS;

async function startServer() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-lighthouse-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      // Production refuses to start without these (docs/product/start-modes.md#production).
      AUTH_SECRET: randomBytes(32).toString('hex'),
      BANK_ACCOUNT_KEY: randomBytes(32).toString('base64'),
      PAYMENT_SANDBOX: 'true',
      SUPPORT_EMAIL: 'support@givecrowd.test',
      SEED_DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
}

async function firstSlug(tab) {
  const response = await fetch(`${base}/api/discover?tab=${tab}&limit=1`);
  const body = await response.json();
  const item = tab === 'campaigns' ? body.data.campaigns[0] : body.data.organizations[0];
  if (!item) throw new Error(`the demo data has no public ${tab}`);
  return item.slug;
}

/**
 * One Lighthouse run in a fresh headless Chromium (Lighthouse's default: a mid-range phone),
 * again when Lighthouse says its own recording failed (NO_NAVSTART and the like): such a run
 * has no score.
 */
async function runLighthouse(url, attemptsLeft = 3) {
  const report = await runLighthouseOnce(url);
  if (!report.runtimeError || attemptsLeft <= 1) return report;
  return runLighthouse(url, attemptsLeft - 1);
}

async function runLighthouseOnce(url) {
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function scriptBytes(report) {
  const items = report.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

const stop = await startServer();
try {
  const campaign = await firstSlug('campaigns');
  const pages = [
    ['home', '/'],
    ['discover', '/discover'],
    ['organization', `/organization/${await firstSlug('organizations')}`],
    ['campaign', `/campaign/${campaign}`],
    // The demo organizations take gifts in the sandbox (docs/product/donations.md#demo-data).
    ['donation', `/campaign/${campaign}/donate`],
  ].filter(([name]) => !onlyPages || onlyPages.includes(name));
  if (reportDir) await mkdir(reportDir, { recursive: true });
  console.log(`Lighthouse mobile performance, median of ${runs} runs (target ≥ ${TARGET})`);
  console.log('page          score  LCP ms  TBT ms  JS KB (transferred)');
  let allMet = true;
  for (const [name, pathname] of pages) {
    const reports = [];
    for (let run = 0; run < runs; run += 1) {
      const report = await runLighthouse(`${base}${pathname}`);
      reports.push(report);
      if (reportDir) {
        await writeFile(path.join(reportDir, `${name}-${run + 1}.json`), JSON.stringify(report));
      }
    }
    reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const report = reports[Math.floor(reports.length / 2)];
    const score = Math.round(report.categories.performance.score * 100);
    const lcp = Math.round(report.audits['largest-contentful-paint'].numericValue);
    const tbt = Math.round(report.audits['total-blocking-time'].numericValue);
    const js = Math.round(scriptBytes(report) / 1024);
    allMet &&= score >= TARGET;
    console.log(
      `${name.padEnd(13)} ${String(score).padStart(5)}  ${String(lcp).padStart(6)}  ${String(tbt).padStart(6)}  ${String(js).padStart(5)}`,
    );
  }
  console.log(allMet ? 'target met on every page' : 'target NOT met on every page');
} finally {
  await stop();
}
