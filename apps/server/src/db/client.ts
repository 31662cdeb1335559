import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '@/lib/server-root.ts';
import { withMigrationLock } from './migration-lock.ts';
import * as schema from './schema.ts';

/** One Drizzle type for both drivers: repositories never know which one they run on. */
export type Database = ReturnType<typeof drizzlePg<typeof schema>>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
  /**
   * Called with the error of a pooled connection that broke while idle (a restart, a failover, a
   * proxy dropping it). Without a listener such an error would end the process.
   */
  onConnectionError: (listener: (error: Error) => void) => void;
  /**
   * What hears NOTIFY: on PostgreSQL a new connection outside the pool each time it is asked (a
   * connection that LISTENs stays open); on PGlite its one client, in this process.
   */
  listener: { kind: 'postgres'; connect: () => pg.Client } | { kind: 'pglite'; client: PGlite };
};

/** How long a connection attempt and a statement may take (docs/product/faults.md). */
export type DatabaseTimeouts = { connectMs: number; statementMs: number };

const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 2000, statementMs: 10_000 };

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; timeouts?: DatabaseTimeouts }
  | { kind: 'pglite'; dataDir: string | null; loadFrom?: Buffer };

const migrationsFolder = path.join(serverRoot(), 'drizzle');

/**
 * PGlite's buffer cache, inside the process. PostgreSQL's default (128 MB) is sized for a shared
 * server; one embedded database serving one node does well with far less, and it is most of the
 * process's resident memory at rest (docs/product/faults.md#memory-at-rest).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: timeouts.connectMs,
      // The server cancels a long statement; the client gives up a little later on a silent link.
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + timeouts.connectMs,
      keepAlive: true,
    });
    const listeners: ((error: Error) => void)[] = [];
    pool.on('error', (error) => {
      for (const listener of listeners) listener(error);
    });
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      // Migrations run on a connection of their own, without the statement timeout, and under a
      // lock, so nodes starting together migrate one at a time.
      migrate: async () => {
        const client = new pg.Client({
          connectionString: options.url,
          connectionTimeoutMillis: timeouts.connectMs,
        });
        client.on('error', () => {});
        await client.connect();
        try {
          await withMigrationLock(client, () =>
            migratePg(drizzlePg({ client, schema }), { migrationsFolder }),
          );
        } finally {
          await client.end();
        }
      },
      ping: () =>
        pool.query('select 1').then(
          () => true,
          () => false,
        ),
      close: () => pool.end(),
      onConnectionError: (listener) => listeners.push(listener),
      listener: {
        kind: 'postgres',
        connect: () =>
          new pg.Client({
            connectionString: options.url,
            connectionTimeoutMillis: timeouts.connectMs,
            query_timeout: timeouts.statementMs + timeouts.connectMs,
            keepAlive: true,
            application_name: 'givecrowd-listener',
          }),
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(options.loadFrom ? { loadDataDir: new Blob([options.loadFrom]) } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema });
  return {
    // The PGlite and node-postgres Drizzle databases share the same query API.
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    close: () => client.close(),
    // PGlite runs in this process: there is no connection to lose.
    onConnectionError: () => {},
    listener: { kind: 'pglite', client },
  };
}
