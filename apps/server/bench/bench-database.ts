import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own beside DATABASE_URL's, dropped afterwards: the bench leaves no trace. */
export async function withBenchDatabase<T>(
  baseUrl: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const name = `givecrowd_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
