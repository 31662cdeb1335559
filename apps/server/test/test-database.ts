import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '@/db/client.ts';
import { seedReferenceData } from '@/db/seed/reference-data.ts';

/**
 * Every test file gets its own fresh database copied from a template that globalSetup migrated and
 * seeded once: an in-memory PGlite loaded from a data-dir dump, or — when DATABASE_URL is set — a
 * new PostgreSQL database created from a template database.
 */
export const TEMPLATE_DATABASE = 'givecrowd_test_template';

export async function preparePgliteTemplate(): Promise<string> {
  const handle = await createDatabase({ kind: 'pglite', dataDir: null });
  await handle.migrate();
  await seedReferenceData(handle.db);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `givecrowd-test-template-${randomUUID()}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return file;
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(
  base: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function prepareTemplateDatabase(base: string): Promise<void> {
  await withAdminClient(base, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  });
  const handle = await createDatabase({
    kind: 'postgres',
    url: databaseUrl(base, TEMPLATE_DATABASE),
    poolSize: 1,
  });
  await handle.migrate();
  await seedReferenceData(handle.db);
  await handle.close();
}

/**
 * PGlite databases this worker made and its tests closed, emptied back to the template's state.
 * Starting a PGlite from the template costs about a second; emptying one costs a few milliseconds
 * (docs/decisions/011-tests-on-two-cores.md). The server projects share a worker's modules, so
 * every file of the worker draws on these.
 */
const idlePglites: DatabaseHandle[] = [];
/** More than this many are closed: a file that holds ten apps at once keeps no ten idle. */
const MOST_IDLE_PGLITES = 3;

/**
 * Every row of every table gone, identities restarted, the reference data seeded again. The
 * append-only tables refuse TRUNCATE with triggers, which the replica role does not fire.
 */
async function emptyToTemplate(handle: DatabaseHandle): Promise<void> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
  );
  await client.exec(`
    set session_replication_role = replica;
    truncate ${rows.map(({ name }) => name).join(', ')} restart identity cascade;
    reset session_replication_role;
  `);
  await seedReferenceData(handle.db);
}

async function pgliteFromTemplate(): Promise<DatabaseHandle> {
  let handle = idlePglites.pop();
  while (handle && !(await handle.ping())) handle = idlePglites.pop();
  if (!handle) {
    const template = process.env.GIVECROWD_PGLITE_TEMPLATE;
    if (!template) throw new Error('The server tests need test/global-setup.ts to run first.');
    handle = await createDatabase({
      kind: 'pglite',
      dataDir: null,
      loadFrom: await readFile(template),
    });
  }
  const own = handle;
  let closed = false;
  return {
    ...own,
    close: async () => {
      if (closed) return;
      closed = true;
      if (idlePglites.length >= MOST_IDLE_PGLITES) return own.close();
      try {
        await emptyToTemplate(own);
        idlePglites.push(own);
      } catch {
        await own.close();
      }
    },
  };
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const base = process.env.DATABASE_URL;
  if (!base) return pgliteFromTemplate();
  const copy = await copyTemplateDatabase(base);
  const handle = await createDatabase({ kind: 'postgres', url: copy.url, poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await copy.drop();
    },
  };
}

/** A new PostgreSQL database copied from the template: its URL, and how to drop it. */
export async function copyTemplateDatabase(
  base: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `givecrowd_test_${randomUUID().replaceAll('-', '')}`;
  await withAdminClient(base, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`),
  );
  const drop = async () => {
    await withAdminClient(base, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  };
  return { name, url: databaseUrl(base, name), drop };
}
