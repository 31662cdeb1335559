import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '@/config.ts';
import { createDatabase, type DatabaseHandle } from './client.ts';

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return createDatabase({ kind: 'postgres', url: config.databaseUrl });
  const dataDir = path.join(config.dataDir, 'db');
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initializeInChildProcess(dataDir);
  return createDatabase({ kind: 'pglite', dataDir });
}

/**
 * Creates a new PGlite data folder (PostgreSQL's initdb) in a short-lived process of its own. In
 * this process initdb's WebAssembly instance would stay resident long after it finished, most of
 * a fresh server's memory at rest (docs/product/faults.md#memory-at-rest).
 */
async function initializeInChildProcess(dataDir: string): Promise<void> {
  const script =
    'const { PGlite } = await import(process.argv[1]);' +
    'const db = await PGlite.create({ dataDir: process.argv[2] });' +
    'await db.close();';
  await promisify(execFile)(process.execPath, [
    '--input-type=module',
    '--eval',
    script,
    import.meta.resolve('@electric-sql/pglite'),
    dataDir,
  ]);
}
