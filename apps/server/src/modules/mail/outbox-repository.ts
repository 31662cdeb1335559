import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { outbox } from '@/db/schema.ts';
import type { OutboxMessage } from './templates.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Stores a message for the worker. Pass a transaction's `db` to make it part of that write. It is
 * due at once by this process's clock, the one the worker reads: the database's `now()` keeps
 * microseconds and may lie a little ahead of it, and the message would wait a whole poll.
 */
export async function enqueueMessage(db: DbExecutor, message: OutboxMessage): Promise<void> {
  await db.insert(outbox).values({
    nextAttemptAt: new Date(),
    channel: message.channel,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    code: message.code ?? null,
    link: message.link ?? null,
    attachments: message.attachments ?? [],
  });
}

/**
 * Claims due messages for this worker: pushes their next attempt past `leaseUntil`, so another
 * node (or this one after a crash) retries them only if this attempt never finishes.
 */
export async function claimDueMessages(
  db: DbExecutor,
  { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(and(inArray(outbox.id, due), eq(outbox.status, 'pending')))
    .returning();
}

export async function markSent(
  db: DbExecutor,
  { id, now }: { id: number; now: Date },
): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(eq(outbox.id, id));
}

export async function markHeld(db: DbExecutor, { id }: { id: number }): Promise<void> {
  await db.update(outbox).set({ status: 'held' }).where(eq(outbox.id, id));
}

export async function markFailed(
  db: DbExecutor,
  {
    id,
    attempts,
    error,
    nextAttemptAt,
  }: { id: number; attempts: number; error: string; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(outbox)
    .set({ attempts, lastError: error.slice(0, 1000), nextAttemptAt })
    .where(eq(outbox.id, id));
}

export async function listMessages(
  db: DbExecutor,
  { to, limit }: { to: string | undefined; limit: number },
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}

/** Stops trying a message for good: the provider refused it, or its code expired first. */
export async function markFailedForGood(
  db: DbExecutor,
  { id, attempts, error }: { id: number; attempts: number; error: string },
): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'failed', attempts, lastError: error.slice(0, 1000) })
    .where(eq(outbox.id, id));
}
