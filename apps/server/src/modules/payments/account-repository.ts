import type { PaymentProviderName } from '@givecrowd/shared/payments/payments-api';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { organizations } from '@/db/schema.ts';
import type { OrganizationRow } from '@/modules/organizations/repository.ts';

/** The organization holding this provider account; `ownerId` narrows it to the caller's. */
export async function findOrganizationByAccount(
  db: DbExecutor,
  { accountId, ownerId }: { accountId: string; ownerId?: string },
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.paymentAccountId, accountId),
        ownerId === undefined ? undefined : eq(organizations.ownerId, ownerId),
      ),
    )
    .limit(1);
  return row;
}

/** The organization's row, locked until the transaction ends. */
export async function lockOrganization(
  tx: DbExecutor,
  id: string,
): Promise<OrganizationRow | undefined> {
  const [row] = await tx
    .select()
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1)
    .for('update');
  return row;
}

/** The organization's donation account, new: not onboarded until its provider says so. */
export async function storePaymentAccount(
  tx: DbExecutor,
  { id, provider, accountId }: { id: string; provider: PaymentProviderName; accountId: string },
): Promise<void> {
  await tx
    .update(organizations)
    .set({ paymentProvider: provider, paymentAccountId: accountId, paymentOnboarded: false })
    .where(eq(organizations.id, id));
}

export async function storePaymentOnboarded(
  db: DbExecutor,
  { id, onboarded }: { id: string; onboarded: boolean },
): Promise<void> {
  await db
    .update(organizations)
    .set({ paymentOnboarded: onboarded })
    .where(eq(organizations.id, id));
}
