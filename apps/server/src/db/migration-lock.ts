import type pg from 'pg';

/**
 * The advisory lock key every node takes to migrate (an arbitrary fixed number: PostgreSQL
 * advisory keys are the application's own). Not the demo seed's key (demo-data.ts).
 */
export const MIGRATION_LOCK_KEY = 7_342_000;

/**
 * Runs `migrate` while this connection holds the migration lock, so nodes starting together on
 * an empty database migrate one after another: without it, two `CREATE EXTENSION` or
 * `CREATE SCHEMA … IF NOT EXISTS` racing end one node with a duplicate key
 * (docs/product/faults.md#many-nodes). A node that waits finds the migrations applied and skips
 * them. The lock is the session's: released here, or by PostgreSQL when the connection ends.
 */
export async function withMigrationLock<T>(
  client: pg.Client,
  migrate: () => Promise<T>,
): Promise<T> {
  await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  try {
    return await migrate();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
  }
}
