import { createEmptyDatabase } from '@test/empty-database.ts';

/** A database of its own beside DATABASE_URL's, dropped afterwards: the bench leaves no trace. */
export async function withBenchDatabase<T>(
  baseUrl: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const database = await createEmptyDatabase(baseUrl);
  try {
    return await use(database.url);
  } finally {
    await database.drop();
  }
}
