import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** A new PostgreSQL database with nothing in it (no template): its URL, and how to drop it. */
export async function createEmptyDatabase(
  base: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `givecrowd_empty_${randomUUID().replaceAll('-', '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
