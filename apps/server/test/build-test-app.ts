import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AppOptions, buildApp } from '@/app.ts';
import { type Config, loadConfig } from '@/config.ts';
import type { App } from '@/lib/fastify-types.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = App & { dataDir: string };

/** A whole app on a fresh database and a temporary data folder; close it in afterAll. */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: Pick<AppOptions, 'now' | 'sms' | 'payments'> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-test-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    authSecret: randomBytes(32).toString('hex'),
    bankAccountKey: randomBytes(32),
    ...overrides,
  };
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, ...options });
  app.addHook('onClose', async () => rm(dataDir, { recursive: true, force: true }));
  await app.ready();
  return Object.assign(app, { dataDir });
}
