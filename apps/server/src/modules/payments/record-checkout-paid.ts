import type { PaymentProviderName, PricingPlanData } from '@givecrowd/shared/payments/payments-api';
import type { Database } from '@/db/client.ts';
import { recordPlanPurchase } from '@/modules/organizations/index.ts';
import { lockCheckoutByProviderSession, markCheckoutPaid } from './checkout-repository.ts';

/** An open transaction, such as the one in which a webhook claimed its event. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type RecordOutcome = 'recorded' | 'already' | 'unknown';

/**
 * Records a checkout the provider confirmed as paid (docs/product/payments.md#checkout): in one
 * transaction, the checkout becomes paid and the organization gets its plan (or its grant
 * program's verification donation); the owner's form is not touched, so its version stays. Only the provider's confirmation calls
 * this — a verified webhook, or the provider answering our own question — never the browser.
 * Idempotent: a second confirmation answers 'already' and changes nothing; a session we never
 * started answers 'unknown'.
 */
export async function recordCheckoutPaid({
  db,
  provider,
  providerSessionId,
}: {
  /** The database, or the transaction in which a webhook claimed its event (then a savepoint). */
  db: Database | Transaction;
  provider: PaymentProviderName;
  providerSessionId: string;
}): Promise<RecordOutcome> {
  return db.transaction(async (tx) => {
    const checkout = await lockCheckoutByProviderSession(tx, { provider, providerSessionId });
    if (!checkout) return 'unknown';
    if (checkout.state !== 'open') return 'already';
    const completedAt = new Date();
    const plan: PricingPlanData = {
      is_plan_purchased: true,
      plan_name: checkout.planName,
      plan_type: checkout.planType,
      amount: checkout.amount,
      currency: checkout.currency,
      period: checkout.period,
      purchased_at: completedAt.toISOString(),
    };
    await markCheckoutPaid(tx, { id: checkout.id, completedAt });
    await recordPlanPurchase(tx, { organizationId: checkout.organizationId, plan });
    return 'recorded';
  });
}
