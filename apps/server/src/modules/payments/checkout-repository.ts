import type { PaymentProviderName } from '@givecrowd/shared/payments/payments-api';
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { checkoutSessions, organizations, pricingPlans } from '@/db/schema.ts';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type NewCheckout = typeof checkoutSessions.$inferInsert;
export type PricingPlanRow = typeof pricingPlans.$inferSelect;

export async function findPlanByName(
  db: DbExecutor,
  planName: string,
): Promise<PricingPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(pricingPlans)
    .where(eq(pricingPlans.planName, planName))
    .limit(1);
  return row;
}

export async function insertCheckout(db: DbExecutor, checkout: NewCheckout): Promise<CheckoutRow> {
  const [row] = await db.insert(checkoutSessions).values(checkout).returning();
  if (!row) throw new Error('checkout_sessions insert returned no row');
  return row;
}

/** Stores where the provider's hosted checkout is, once the provider made it. */
export async function attachProviderSession(
  db: DbExecutor,
  { id, providerSessionId, url }: { id: string; providerSessionId: string; url: string },
): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ providerSessionId, url })
    .where(eq(checkoutSessions.id, id));
}

/** Removes a checkout the provider never made, so nothing is left half-written. */
export async function deleteCheckout(db: DbExecutor, id: string): Promise<void> {
  await db.delete(checkoutSessions).where(eq(checkoutSessions.id, id));
}

/** A checkout with the owner of its organization, who may read it besides its starter. */
export async function findCheckoutWithOwner(
  db: DbExecutor,
  id: string,
): Promise<{ checkout: CheckoutRow; ownerId: string | null; slug: string } | undefined> {
  const [row] = await db
    .select({
      checkout: checkoutSessions,
      ownerId: organizations.ownerId,
      slug: organizations.slug,
    })
    .from(checkoutSessions)
    .innerJoin(organizations, eq(organizations.id, checkoutSessions.organizationId))
    .where(eq(checkoutSessions.id, id))
    .limit(1);
  return row;
}

/** The checkout a provider's session belongs to, locked until the transaction ends. */
export async function lockCheckoutByProviderSession(
  tx: DbExecutor,
  { provider, providerSessionId }: { provider: PaymentProviderName; providerSessionId: string },
): Promise<CheckoutRow | undefined> {
  const [row] = await tx
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.provider, provider),
        eq(checkoutSessions.providerSessionId, providerSessionId),
      ),
    )
    .limit(1)
    .for('update');
  return row;
}

/** The checkout is paid (its organization's plan is recorded by the organizations module). */
export async function markCheckoutPaid(
  tx: DbExecutor,
  { id, completedAt }: { id: string; completedAt: Date },
): Promise<void> {
  await tx
    .update(checkoutSessions)
    .set({ state: 'paid', completedAt })
    .where(eq(checkoutSessions.id, id));
}

export async function closeCheckout(
  tx: DbExecutor,
  { id, state }: { id: string; state: 'cancelled' | 'expired' },
): Promise<void> {
  await tx
    .update(checkoutSessions)
    .set({ state, completedAt: sql`now()` })
    .where(eq(checkoutSessions.id, id));
}
