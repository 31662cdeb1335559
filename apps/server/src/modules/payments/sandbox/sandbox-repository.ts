import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { sandboxAccounts, sandboxCheckouts, sandboxRefunds } from '@/db/schema.ts';

export type SandboxAccountRow = typeof sandboxAccounts.$inferSelect;
export type SandboxCheckoutRow = typeof sandboxCheckouts.$inferSelect;
export type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;

/** Ids shaped like a provider's, so nobody mistakes a sandbox id for a real one. */
const sandboxId = (prefix: 'sbx_acct_' | 'sbx_cs_' | 'sbx_pay_' | 'sbx_re_') =>
  `${prefix}${randomBytes(12).toString('hex')}`;

/** The account for this idempotency key: made by the first call, found by every later one. */
export async function ensureSandboxAccount(
  db: DbExecutor,
  account: Omit<typeof sandboxAccounts.$inferInsert, 'id'>,
): Promise<SandboxAccountRow> {
  await db
    .insert(sandboxAccounts)
    .values({ id: sandboxId('sbx_acct_'), ...account })
    .onConflictDoNothing({ target: sandboxAccounts.idempotencyKey });
  const [row] = await db
    .select()
    .from(sandboxAccounts)
    .where(eq(sandboxAccounts.idempotencyKey, account.idempotencyKey))
    .limit(1);
  if (!row) throw new Error('sandbox account neither inserted nor found');
  return row;
}

export async function findSandboxAccount(
  db: DbExecutor,
  id: string,
): Promise<SandboxAccountRow | undefined> {
  const [row] = await db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, id)).limit(1);
  return row;
}

/** Onboarding done; the first completion's time is kept. */
export async function markSandboxAccountOnboarded(db: DbExecutor, id: string): Promise<void> {
  await db
    .update(sandboxAccounts)
    .set({ onboardedAt: sql`coalesce(${sandboxAccounts.onboardedAt}, now())` })
    .where(eq(sandboxAccounts.id, id));
}

/** The checkout for this reference: made by the first call, found by every later one. */
export async function ensureSandboxCheckout(
  db: DbExecutor,
  checkout: Omit<typeof sandboxCheckouts.$inferInsert, 'id'>,
): Promise<SandboxCheckoutRow> {
  await db
    .insert(sandboxCheckouts)
    .values({ id: sandboxId('sbx_cs_'), ...checkout })
    .onConflictDoNothing({ target: sandboxCheckouts.reference });
  const [row] = await db
    .select()
    .from(sandboxCheckouts)
    .where(eq(sandboxCheckouts.reference, checkout.reference))
    .limit(1);
  if (!row) throw new Error('sandbox checkout neither inserted nor found');
  return row;
}

export async function findSandboxCheckout(
  db: DbExecutor,
  id: string,
): Promise<SandboxCheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxCheckouts)
    .where(eq(sandboxCheckouts.id, id))
    .limit(1);
  return row;
}

/**
 * Closes the checkout if it is still open, in one statement (two Pays at once close it once);
 * Pay makes its payment (`sbx_pay_…`), as a provider's charge. Undefined when it is not open.
 */
export async function closeSandboxCheckout(
  db: DbExecutor,
  { id, state }: { id: string; state: 'paid' | 'cancelled' },
): Promise<SandboxCheckoutRow | undefined> {
  const [row] = await db
    .update(sandboxCheckouts)
    .set({
      state,
      completedAt: sql`now()`,
      ...(state === 'paid' ? { paymentId: sandboxId('sbx_pay_') } : {}),
    })
    .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.state, 'open')))
    .returning();
  return row;
}

/**
 * Ends a monthly gift's renewals, once: the first end's time is kept. False when there is no
 * monthly checkout with this id.
 */
export async function endSandboxMonthly(db: DbExecutor, id: string): Promise<boolean> {
  const rows = await db
    .update(sandboxCheckouts)
    .set({ monthlyEndedAt: sql`coalesce(${sandboxCheckouts.monthlyEndedAt}, now())` })
    .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.monthly, true)))
    .returning({ id: sandboxCheckouts.id });
  return rows.length > 0;
}

/** The card of a monthly gift: one that declines every charge, or one that works again. */
export async function setSandboxCardDeclines(
  db: DbExecutor,
  { id, declines }: { id: string; declines: boolean },
): Promise<void> {
  await db
    .update(sandboxCheckouts)
    .set({ declinesCharges: declines })
    .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.monthly, true)));
}

/**
 * The refund for this idempotency key: made by the first call, found by every later one. Undefined
 * when the payment was refunded already under another key (the sandbox refunds a payment once,
 * again only after that refund failed).
 */
export async function ensureSandboxRefund(
  db: DbExecutor,
  refund: Omit<typeof sandboxRefunds.$inferInsert, 'id'>,
): Promise<SandboxRefundRow | undefined> {
  await db
    .insert(sandboxRefunds)
    .values({ id: sandboxId('sbx_re_'), ...refund })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(sandboxRefunds)
    .where(
      and(
        eq(sandboxRefunds.idempotencyKey, refund.idempotencyKey),
        eq(sandboxRefunds.paymentId, refund.paymentId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * A refund the sandbox fails after accepting it, as a provider can
 * (docs/decisions/013-a-refund-that-fails.md): `id`'s, or without one the latest that has not
 * failed. Undefined when there is no such refund that has not failed.
 */
export async function failSandboxRefund(
  db: DbExecutor,
  { id, reason }: { id: string | undefined; reason: string | null },
): Promise<SandboxRefundRow | undefined> {
  const latest = db
    .select({ id: sandboxRefunds.id })
    .from(sandboxRefunds)
    .where(isNull(sandboxRefunds.failedAt))
    .orderBy(desc(sandboxRefunds.createdAt))
    .limit(1);
  const [row] = await db
    .update(sandboxRefunds)
    .set({ failedAt: sql`now()`, failureReason: reason })
    .where(
      and(
        id === undefined ? eq(sandboxRefunds.id, sql`(${latest})`) : eq(sandboxRefunds.id, id),
        isNull(sandboxRefunds.failedAt),
      ),
    )
    .returning();
  return row;
}
