import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { seedDatabase } from './db/seed/seed-database.ts';
import { waitForDatabase } from './db/wait-for-database.ts';
import { loadOrCreateAuthSecret } from './lib/auth-secret.ts';
import { loadOrCreateBankAccountKey } from './lib/bank-account-key.ts';
import { serverRoot } from './lib/server-root.ts';
import { createMediaStorage } from './modules/media/storage.ts';

async function start(): Promise<void> {
  const config = loadConfig();
  config.webDistDir ??= path.resolve(serverRoot(), '../web/dist');
  config.authSecret ??= await loadOrCreateAuthSecret(config.dataDir);
  config.bankAccountKey ??= await loadOrCreateBankAccountKey(config.dataDir);
  const database = await openDatabase(config);
  const storage = createMediaStorage(config);
  const app = await buildApp({ config, database, storage });
  await waitForDatabase(database, app.log);
  const summary = await seedDatabase({
    db: database.db,
    storage,
    demo: config.seedDemoData,
    demoReviewer: config.demoReviewer,
  });
  app.log.info({ seed: summary, database: database.kind }, 'database ready');

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ host: config.host, port: config.port });
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
