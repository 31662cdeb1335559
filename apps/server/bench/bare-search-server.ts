import { searchbarQuerySchema } from '@givecrowd/shared/search/search-api';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import pg from 'pg';
import {
  createListCache,
  createSearchbar,
  type RunStatement,
  SEARCHBAR_CACHE,
} from '@/modules/search/index.ts';

/**
 * The search bar behind a bare Fastify and a pg pool: no plugins or hooks, the query read with
 * the same rules, the statements written by Drizzle's dialect and run on the pool. The bench
 * compares the app with it, so the difference is the app's own cost, not the database's: it runs
 * the same statements and, with `cache`, keeps answers the same way; without, every request runs
 * its statements.
 */
export async function startBareSearchServer({
  databaseUrl,
  poolSize,
  cache,
}: {
  databaseUrl: string;
  poolSize: number;
  cache: boolean;
}): Promise<{ url: string; close: () => Promise<void>; statements: () => number }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const dialect = new PgDialect();
  let statements = 0;
  const run: RunStatement = async (statement) => {
    const { sql, params } = dialect.sqlToQuery(statement);
    statements++;
    return (await pool.query(sql, params)).rows;
  };
  const searchbar = createSearchbar({
    run,
    cache: createListCache(cache ? SEARCHBAR_CACHE : { ttlMs: 0, maxEntries: 1 }),
  });
  const app = Fastify({ logger: false });
  app.get('/api/organization/searchbar', async (request) => {
    const query = searchbarQuerySchema.parse(request.query);
    return { status: true, data: await searchbar({ ...query, now: new Date() }) };
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    statements: () => statements,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
