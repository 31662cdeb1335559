import { and, eq, getTableColumns, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { type LINKED_BANK_ACCOUNTS, organizations, razorpayLinkedAccounts } from '@/db/schema.ts';

export type LinkedBankAccount = (typeof LINKED_BANK_ACCOUNTS)[number];

/** Which linked account: the organization's, for one of its bank accounts. */
export type LinkedAccountKey = { organizationId: string; bankAccount: LinkedBankAccount };

export type LinkedAccountRow = typeof razorpayLinkedAccounts.$inferSelect;

type LinkedAccountSteps = Partial<
  Pick<
    LinkedAccountRow,
    'accountId' | 'stakeholderId' | 'productId' | 'settlementsAt' | 'activationStatus'
  >
>;

const byKey = ({ organizationId, bankAccount }: LinkedAccountKey) =>
  and(
    eq(razorpayLinkedAccounts.organizationId, organizationId),
    eq(razorpayLinkedAccounts.bankAccount, bankAccount),
  );

/** A linked account with when its organization's bank accounts last changed. */
export type KnownLinkedAccount = LinkedAccountRow & { bankAccountsChangedAt: Date | null };

/** The account, read with its organization's one date that decides whether it is current. */
export async function findLinkedAccount(
  db: DbExecutor,
  key: LinkedAccountKey,
): Promise<KnownLinkedAccount | undefined> {
  const [row] = await db
    .select({
      ...getTableColumns(razorpayLinkedAccounts),
      bankAccountsChangedAt: organizations.bankAccountsChangedAt,
    })
    .from(razorpayLinkedAccounts)
    .innerJoin(organizations, eq(organizations.id, razorpayLinkedAccounts.organizationId))
    .where(byKey(key))
    .limit(1);
  return row;
}

/**
 * Claims the making of a linked account for `claimMs`: the row, made if need be, when no other
 * request holds an unexpired claim on it; undefined when one does. The claim is a row of its own
 * rather than a lock, so no transaction stays open while Razorpay is asked.
 */
export async function claimLinkedAccount(
  db: DbExecutor,
  key: LinkedAccountKey,
  claimMs: number,
): Promise<LinkedAccountRow | undefined> {
  const until = sql`now() + make_interval(secs => ${claimMs / 1000})`;
  const [row] = await db
    .insert(razorpayLinkedAccounts)
    .values({ ...key, claimedUntil: until })
    .onConflictDoUpdate({
      target: [razorpayLinkedAccounts.organizationId, razorpayLinkedAccounts.bankAccount],
      set: { claimedUntil: until, updatedAt: sql`now()` },
      where: or(
        isNull(razorpayLinkedAccounts.claimedUntil),
        lt(razorpayLinkedAccounts.claimedUntil, sql`now()`),
      ),
    })
    .returning();
  return row;
}

/** Keeps what Razorpay just gave (an id, the settlements' time, the activation status). */
export async function keepLinkedAccountSteps(
  db: DbExecutor,
  key: LinkedAccountKey,
  steps: LinkedAccountSteps,
): Promise<LinkedAccountRow> {
  const [row] = await db
    .update(razorpayLinkedAccounts)
    .set({ ...steps, updatedAt: sql`now()` })
    .where(byKey(key))
    .returning();
  if (!row) throw new Error('the linked account row was not found');
  return row;
}

export async function releaseLinkedAccount(db: DbExecutor, key: LinkedAccountKey): Promise<void> {
  await db
    .update(razorpayLinkedAccounts)
    .set({ claimedUntil: null, updatedAt: sql`now()` })
    .where(byKey(key));
}
