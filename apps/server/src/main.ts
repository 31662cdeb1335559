import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import closeWithGrace from 'close-with-grace';
import { developmentStartNotice } from '@/modules/dev/index.ts';
import { createMediaStorage } from '@/modules/media/index.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { seedDatabase } from './db/seed/seed-database.ts';
import { waitForDatabase } from './db/wait-for-database.ts';
import { resolveConfig } from './resolve-config.ts';

async function start(): Promise<void> {
  const config = await resolveConfig(loadConfig());
  const database = await openDatabase(config);
  const storage = createMediaStorage(config);
  const app = await buildApp({ config, database, storage });
  await waitForDatabase(database, app.log);
  const summary = await seedDatabase({
    db: database.db,
    storage,
    demo: config.seedDemoData,
    demoPayments: {
      bankAccountKey: config.bankAccountKey,
      sandboxInIndia: app.payments.checkoutFor(INDIA_COUNTRY_CODE).name === 'sandbox',
      sandboxElsewhere: app.payments.account.name === 'sandbox',
    },
    demoReviewer: config.demoReviewer,
  });
  app.log.info({ seed: summary, database: database.kind }, 'database ready');

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const notice = developmentStartNotice({ env: config.env, port });
  if (notice) app.log.warn(notice);
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
