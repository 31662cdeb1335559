import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildApp } from '@/app.ts';
import { type Config, loadConfig } from '@/config.ts';
import { createDatabase } from '@/db/client.ts';
import { seedDatabase } from '@/db/seed/seed-database.ts';
import { createLocalMediaStorage } from '@/modules/media/index.ts';
import { resolveConfig } from '@/resolve-config.ts';

/**
 * The app as production runs it, with the demo data, listening on a free port: on an in-memory
 * PGlite, or on the PostgreSQL of `databaseUrl`. Production is given its secrets
 * (docs/product/start-modes.md#production): fresh ones for this run, and the payment sandbox by
 * name. Without `webDistDir` it serves the API only. With `demoGifts` the demo organizations take
 * gifts in the sandbox, as on a start with demo data (docs/product/donations.md#demo-data).
 */
export async function startBenchApp({
  dataDir,
  webDistDir = path.join(dataDir, 'no-web-build'),
  overrides = {},
  databaseUrl,
  demoGifts = false,
}: {
  dataDir: string;
  webDistDir?: string;
  overrides?: Partial<Config>;
  databaseUrl?: string;
  demoGifts?: boolean;
}) {
  const database = databaseUrl
    ? await createDatabase({ kind: 'postgres', url: databaseUrl })
    : await createDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  const environment = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    BANK_ACCOUNT_KEY: randomBytes(32).toString('base64'),
    PAYMENT_SANDBOX: 'true',
    SUPPORT_EMAIL: 'support@givecrowd.test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
  });
  const config = { ...(await resolveConfig(environment)), ...overrides };
  await seedDatabase({
    db: database.db,
    storage: createLocalMediaStorage(path.join(dataDir, 'media')),
    demo: true,
    // No real provider's keys are given, so the sandbox takes every country's gifts.
    ...(demoGifts
      ? {
          demoPayments: {
            bankAccountKey: config.bankAccountKey,
            sandboxInIndia: true,
            sandboxElsewhere: true,
          },
        }
      : {}),
  });
  const app = await buildApp({ config, database });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url, database };
}
