import { and, asc, inArray, lt } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { analyticsEvents } from '@/db/schema.ts';

export async function insertAnalyticsEvent(
  db: DbExecutor,
  event: { name: string; props: Record<string, unknown>; userId: string | null },
): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}

/**
 * When the oldest event was recorded; null when there is none. Ids grow with time, so this reads
 * the first entry of the primary key.
 */
export async function findOldestEventTime(db: DbExecutor): Promise<Date | null> {
  const [oldest] = await db
    .select({ createdAt: analyticsEvents.createdAt })
    .from(analyticsEvents)
    .orderBy(asc(analyticsEvents.id))
    .limit(1);
  return oldest?.createdAt ?? null;
}

/**
 * Deletes up to `limit` events recorded before `before`, oldest first, and answers how many. Rows
 * another node is deleting right now are skipped (FOR UPDATE SKIP LOCKED), so nodes running this
 * at once share the work instead of waiting on each other.
 */
export async function deleteEventsBefore(
  db: DbExecutor,
  { before, limit }: { before: Date; limit: number },
): Promise<number> {
  const expired = db
    .select({ id: analyticsEvents.id })
    .from(analyticsEvents)
    .where(lt(analyticsEvents.createdAt, before))
    .orderBy(asc(analyticsEvents.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(analyticsEvents)
    .where(and(inArray(analyticsEvents.id, expired), lt(analyticsEvents.createdAt, before)))
    .returning({ id: analyticsEvents.id });
  return deleted.length;
}
