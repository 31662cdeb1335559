import pg from 'pg';

/** The rows of one statement, on a connection of its own: the tests read what the servers wrote. */
export async function query<T>(
  url: string,
  statement: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as T[];
  } finally {
    await client.end();
  }
}
