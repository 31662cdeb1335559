/**
 * `npm run seed:large`: reference data plus 100,000 campaigns for search benchmarks, into the
 * database the server uses (DATABASE_URL, else PGlite in DATA_DIR/db). Safe to re-run.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@/config.ts';
import { createLocalMediaStorage } from '@/modules/media/index.ts';
import { openDatabase } from './open-database.ts';
import { seedBenchData } from './seed/bench-data.ts';
import { seedReferenceData } from './seed/reference-data.ts';

const TOTAL_CAMPAIGNS = 100_000;

const config = loadConfig();
const startedAt = performance.now();
const seconds = () => ((performance.now() - startedAt) / 1000).toFixed(1);

const database = await openDatabase(config);
try {
  await database.migrate();
  await seedReferenceData(database.db);
  console.log(`Seeding ${TOTAL_CAMPAIGNS.toLocaleString('en-US')} campaigns (${database.kind})`);
  const summary = await seedBenchData({
    db: database.db,
    storage: createLocalMediaStorage(path.join(config.dataDir, 'media')),
    total: TOTAL_CAMPAIGNS,
    onProgress: ({ inserted, total }) => {
      if (inserted % 10_000 === 0 || inserted === total) {
        console.log(
          `  ${inserted.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${seconds()} s)`,
        );
      }
    },
  });
  // Fresh planner statistics and visibility map, as autovacuum would leave a settled table: search
  // reads a category's campaigns and a common word's titles from indexes alone
  // (docs/product/search-and-discovery.md#how-much-a-search-reads).
  await database.db.execute(sql`vacuum analyze`);
  console.log(
    summary.campaignsAdded === 0
      ? `Already seeded; nothing to add (${seconds()} s)`
      : `Added ${summary.campaignsAdded.toLocaleString('en-US')} campaigns in ${seconds()} s`,
  );
} finally {
  await database.close();
}
