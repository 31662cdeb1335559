import path from 'node:path';
import type { Config } from '@/config.ts';
import { createDatabase, type DatabaseHandle } from './client.ts';

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db. */
export function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return createDatabase({ kind: 'postgres', url: config.databaseUrl });
  return createDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
}
