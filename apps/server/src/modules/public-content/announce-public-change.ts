import { sql } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';

/** The channel every node LISTENs on (docs/decisions/010-many-nodes.md#caches). */
export const PUBLIC_CONTENT_CHANNEL = 'givecrowd_public_content';

/**
 * Says that something a visitor sees has changed, in the caller's transaction when given one:
 * PostgreSQL (and PGlite) deliver the notification when it commits, to every node including this
 * one, and never when it rolls back. Each node then empties its public caches
 * (docs/product/server-rendering.md#the-page-cache). The module that writes the change calls it.
 */
export async function announcePublicChange(executor: DbExecutor): Promise<void> {
  await executor.execute(sql`select pg_notify(${PUBLIC_CONTENT_CHANNEL}, '')`);
}

/**
 * The same notice as an expression the write's own statement returns (`returning …, notice:
 * publicChangeNotice()`), sparing a round trip on a busy path; delivered on commit all the same,
 * once for each row the statement returns.
 */
export const publicChangeNotice = () => sql<string>`pg_notify(${PUBLIC_CONTENT_CHANNEL}, '')`;
