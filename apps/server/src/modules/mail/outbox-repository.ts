import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
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
    replyTo: message.replyTo ?? null,
    attachments: message.attachments ?? [],
  });
}

/**
 * Claims the next message due by `dueBy` for this worker alone: one row, locked with
 * `FOR UPDATE SKIP LOCKED` so two nodes never take the same one, its next attempt pushed to
 * `leaseUntil`. That is its lease: no other node claims it before then, and the worker renews it
 * while it sends (renewLease), so only a worker that died lets it be tried again
 * (docs/product/faults.md#many-nodes). While the lease is held the row's `next_attempt_at` equals
 * it, which is how the holder's own writes recognise it still holds it.
 */
export async function claimNextMessage(
  db: DbExecutor,
  { dueBy, leaseUntil }: { dueBy: Date; leaseUntil: Date },
): Promise<OutboxRow | undefined> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, dueBy)))
    .orderBy(asc(outbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  // `id = (subquery)` runs the subquery once. With `id in (subquery)` PostgreSQL may run it again
  // for each row it scans, and SKIP LOCKED then yields the next row each time: one statement
  // claimed every due message, leasing rows nobody was about to send.
  const [claimed] = await db
    .update(outbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(and(sql`${outbox.id} = (${due})`, eq(outbox.status, 'pending')))
    .returning();
  return claimed;
}

/** The row is still pending and leased to the worker whose lease ends at `heldUntil`. */
const leasedTo = ({ id, heldUntil }: { id: number; heldUntil: Date }) =>
  and(eq(outbox.id, id), eq(outbox.status, 'pending'), eq(outbox.nextAttemptAt, heldUntil));

/** Extends a lease this worker still holds to `leaseUntil`; false when it no longer holds it. */
export async function renewLease(
  db: DbExecutor,
  { id, heldUntil, leaseUntil }: { id: number; heldUntil: Date; leaseUntil: Date },
): Promise<boolean> {
  const renewed = await db
    .update(outbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(leasedTo({ id, heldUntil }))
    .returning({ id: outbox.id });
  return renewed.length > 0;
}

/** Its own statement right after the send; whoever sent it records it, lease or not: it went. */
export async function markSent(
  db: DbExecutor,
  { id, now }: { id: number; now: Date },
): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(eq(outbox.id, id));
}

export async function markHeld(
  db: DbExecutor,
  lease: { id: number; heldUntil: Date },
): Promise<void> {
  await db.update(outbox).set({ status: 'held' }).where(leasedTo(lease));
}

/** Schedules the next attempt; written only while the lease is held, so a lost lease changes nothing. */
export async function markFailed(
  db: DbExecutor,
  {
    id,
    heldUntil,
    attempts,
    error,
    nextAttemptAt,
  }: { id: number; heldUntil: Date; attempts: number; error: string; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(outbox)
    .set({ attempts, lastError: error.slice(0, 1000), nextAttemptAt })
    .where(leasedTo({ id, heldUntil }));
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
  {
    id,
    heldUntil,
    attempts,
    error,
  }: { id: number; heldUntil: Date; attempts: number; error: string },
): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'failed', attempts, lastError: error.slice(0, 1000) })
    .where(leasedTo({ id, heldUntil }));
}
