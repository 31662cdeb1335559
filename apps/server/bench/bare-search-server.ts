import { SEARCH_PAGE_SIZE } from '@givecrowd/shared/constants';
import { SEARCH_QUERY_MAX } from '@givecrowd/shared/search/search-api';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import pg from 'pg';
import { listCategoryNames, type RunStatement, searchCatalog } from '@/modules/search/searchbar.ts';

/**
 * The search bar's statements behind a bare Fastify and a pg pool: no plugins, hooks, schemas,
 * validation or Drizzle. The bench compares the app with it, so the difference is the app's own
 * cost, not the database's.
 */
export async function startBareSearchServer({
  databaseUrl,
  poolSize,
}: {
  databaseUrl: string;
  poolSize: number;
}): Promise<{ url: string; close: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const dialect = new PgDialect();
  const run: RunStatement = async (statement) => {
    const { sql, params } = dialect.sqlToQuery(statement);
    return (await pool.query(sql, params)).rows;
  };
  const categoryNames = await listCategoryNames(run);
  const app = Fastify({ logger: false });
  app.get('/api/organization/searchbar', async (request) => {
    const params = request.query as Record<string, string | undefined>;
    const data = await searchCatalog({
      run,
      query: (params.query ?? '').trim().slice(0, SEARCH_QUERY_MAX),
      categoryNames,
      page: Number(params.page ?? 1),
      limit: Number(params.limit ?? SEARCH_PAGE_SIZE),
      now: new Date(),
    });
    return { status: true, data };
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
