import { sql } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { oneAtATime } from '@/lib/one-at-a-time.ts';

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
 * Announces changes already committed, for a busy path (each gift moves its campaign's totals):
 * one notification at a time for the whole node, shared by every change committed before it is
 * sent, so gifts committing together do not queue behind PostgreSQL's one lock for notifications
 * (docs/decisions/010-many-nodes.md#caches). A node stopped between a commit and its notification
 * leaves the pages of the other nodes as they are, for their few seconds.
 */
export function publicChangeAnnouncer(executor: DbExecutor): () => Promise<void> {
  return oneAtATime(() => announcePublicChange(executor));
}
