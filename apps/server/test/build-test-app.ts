import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AppOptions, buildApp } from '@/app.ts';
import { type Config, loadConfig } from '@/config.ts';
import type { App } from '@/lib/fastify-types.ts';
import { resolveConfig } from '@/resolve-config.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = App & { dataDir: string };

/**
 * A test's config, resolved as main.ts resolves it but with secrets generated for this test and
 * no built web app (a test that serves one passes its folder as WEB_DIST_DIR or `webDistDir`).
 */
export function createTestConfig(env: NodeJS.ProcessEnv & { DATA_DIR: string }): Promise<Config> {
  return resolveConfig(
    loadConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      BANK_ACCOUNT_KEY: randomBytes(32).toString('base64'),
      WEB_DIST_DIR: path.join(env.DATA_DIR, 'no-web-build'),
      ...env,
    }),
  );
}

/** A whole app on a fresh database and a temporary data folder; close it in afterAll. */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: Pick<AppOptions, 'now' | 'sms' | 'payments'> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-test-'));
  const config = { ...(await createTestConfig({ DATA_DIR: dataDir })), ...overrides };
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, ...options });
  app.addHook('onClose', async () => rm(dataDir, { recursive: true, force: true }));
  await app.ready();
  return Object.assign(app, { dataDir });
}
