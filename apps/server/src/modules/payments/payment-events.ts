import type { PaymentProviderName } from '@givecrowd/shared/payments/payments-api';
import type { DbExecutor } from '@/db/executor.ts';
import { paymentEvents } from '@/db/schema.ts';

/**
 * Claims a provider's webhook event for handling (docs/product/payment-providers.md#webhooks):
 * true the first time, false when the event id was handled already, so a replay changes nothing.
 * Claim it in the transaction that applies the event: if that fails, the claim goes with it.
 */
export async function claimPaymentEvent({
  tx,
  provider,
  eventId,
  type,
}: {
  tx: DbExecutor;
  provider: PaymentProviderName;
  eventId: string;
  type: string;
}): Promise<boolean> {
  const claimed = await tx
    .insert(paymentEvents)
    .values({ provider, eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return claimed.length > 0;
}
