import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createReviewer, REVIEWER_EMAIL } from './reviewer.ts';

const serverEntry = path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

/**
 * Starts the built product on a free port with a fresh data folder, with the specs' reviewer;
 * stops it afterwards.
 */
export default async function startServer(): Promise<() => Promise<void>> {
  const port = await findFreePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      // Every spec signs people up from 127.0.0.1; production limits per IP would throttle the suite.
      AUTH_RATE_LIMIT_PER_IP: '1000',
      // Specs share a few addresses (the wizard's signatory email), which the per-email limit counts.
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      CODE_SENDS_PER_IP_PER_HOUR: '1000',
      // The specs' reviewer (docs/product/verification.md#reviewers), made once below.
      ADMIN_EMAILS: REVIEWER_EMAIL,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, child, 120_000);
  await createReviewer(baseUrl);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
}
