import type { PaymentProviderName } from '@givecrowd/shared/payments/payments-api';
import type { Database } from '@/db/client.ts';
import { closeCheckout, lockCheckoutByProviderSession } from './checkout-repository.ts';
import type { RecordOutcome, Transaction } from './record-checkout-paid.ts';

/**
 * Records that the provider closed a checkout unpaid (docs/product/payments.md#checkout): the
 * person cancelled it, or it expired. Only an open checkout changes; a paid one stays paid.
 */
export async function recordCheckoutClosed({
  db,
  provider,
  providerSessionId,
  state,
}: {
  /** The database, or the transaction of a webhook that claimed its event. */
  db: Database | Transaction;
  provider: PaymentProviderName;
  providerSessionId: string;
  state: 'cancelled' | 'expired';
}): Promise<RecordOutcome> {
  return db.transaction(async (tx) => {
    const checkout = await lockCheckoutByProviderSession(tx, { provider, providerSessionId });
    if (!checkout) return 'unknown';
    if (checkout.state !== 'open') return 'already';
    await closeCheckout(tx, { id: checkout.id, state });
    return 'recorded';
  });
}
