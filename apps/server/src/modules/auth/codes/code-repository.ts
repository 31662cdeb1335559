import { OTP_MAX_TRIES } from '@givecrowd/shared/constants';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { oneTimeCodes } from '@/db/schema.ts';

export type CodePurpose = 'signup' | 'invite' | 'phone';
export type CodeRow = typeof oneTimeCodes.$inferSelect;
type CodeScope = { purpose: CodePurpose; address: string };

/** Serialises sends for one address (PostgreSQL advisory lock, released with the transaction). */
export async function lockAddress(db: DbExecutor, { purpose, address }: CodeScope): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${purpose}:${address}`}))`);
}

/** Serialises one user's sends, whatever the address (taken after the address's lock). */
export async function lockUserSends(db: DbExecutor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`code-sends:${userId}`}))`);
}

export async function findLatestCode(
  db: DbExecutor,
  { purpose, address }: CodeScope,
): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.address, address)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

export type SendsFilter = { since: Date } & (
  | { purpose: CodePurpose; address: string }
  | { ip: string }
  | { userId: string }
);

function sendsWhere(filter: SendsFilter) {
  const since = gt(oneTimeCodes.createdAt, filter.since);
  if ('ip' in filter) return and(eq(oneTimeCodes.requestIp, filter.ip), since);
  if ('userId' in filter) return and(eq(oneTimeCodes.userId, filter.userId), since);
  return and(
    eq(oneTimeCodes.purpose, filter.purpose),
    eq(oneTimeCodes.address, filter.address),
    since,
  );
}

/** Codes sent since `since`, with the oldest one's time, for the per-address, per-IP and per-user caps. */
export async function countSends(
  db: DbExecutor,
  filter: SendsFilter,
): Promise<{ sends: number; oldest: Date | null }> {
  const where = sendsWhere(filter);
  const [row] = await db
    .select({ sends: count(), oldest: sql<string | null>`min(${oneTimeCodes.createdAt})` })
    .from(oneTimeCodes)
    .where(where);
  return { sends: row?.sends ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function insertCode(
  db: DbExecutor,
  values: CodeScope & {
    userId: string | null;
    codeHash: string;
    expiresAt: Date;
    createdAt: Date;
    ip: string;
  },
): Promise<void> {
  await db.insert(oneTimeCodes).values({
    purpose: values.purpose,
    address: values.address,
    userId: values.userId,
    codeHash: values.codeHash,
    expiresAt: values.expiresAt,
    createdAt: values.createdAt,
    requestIp: values.ip,
  });
}

/**
 * Counts one try against the latest live code, in one statement: parallel guesses each take a
 * try or get nothing, so no more than OTP_MAX_TRIES are ever compared.
 */
export async function takeTry(
  db: DbExecutor,
  scope: CodeScope & { now: Date },
): Promise<CodeRow | undefined> {
  const latest = db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, scope.purpose), eq(oneTimeCodes.address, scope.address)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, sql`(${latest})`),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, scope.now),
        lt(oneTimeCodes.attempts, OTP_MAX_TRIES),
      ),
    )
    .returning();
  return row;
}

/** Marks the code used; false when a parallel request used it first. */
export async function consumeCode(
  db: DbExecutor,
  { id, now }: { id: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}
