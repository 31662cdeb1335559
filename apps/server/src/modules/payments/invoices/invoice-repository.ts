import type { PaymentProviderName } from '@givecrowd/shared/payments/payments-api';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { checkoutSessions, paymentInvoices } from '@/db/schema.ts';

type NewInvoice = typeof paymentInvoices.$inferInsert;

/** The checkout a provider's session belongs to, read without a lock. */
export async function findCheckoutByProviderSession(
  db: DbExecutor,
  { provider, providerSessionId }: { provider: PaymentProviderName; providerSessionId: string },
) {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.provider, provider),
        eq(checkoutSessions.providerSessionId, providerSessionId),
      ),
    )
    .limit(1);
  return row;
}

/** Whether the provider's payment has its invoice already. */
export async function hasInvoice(
  db: DbExecutor,
  { provider, paymentId }: { provider: PaymentProviderName; paymentId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentInvoices.id })
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.provider, provider), eq(paymentInvoices.paymentId, paymentId)))
    .limit(1);
  return row !== undefined;
}

/** Records the invoice, once per payment: false when the payment has one already. */
export async function insertInvoice(db: DbExecutor, invoice: NewInvoice): Promise<boolean> {
  const rows = await db
    .insert(paymentInvoices)
    .values(invoice)
    .onConflictDoNothing()
    .returning({ id: paymentInvoices.id });
  return rows.length > 0;
}
