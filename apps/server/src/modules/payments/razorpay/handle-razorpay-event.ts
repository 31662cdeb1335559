import type { Database } from '@/db/client.ts';
import { claimPaymentEvent } from '../payment-events.ts';
import { recordCheckoutPaid } from '../record-checkout-paid.ts';
import type { RazorpayEvent } from './read-razorpay-event.ts';

/** What became of an event; see handleStripeEvent for the same three outcomes. */
export type RazorpayEventOutcome = 'applied' | 'replayed' | 'ignored';

/**
 * The checkout an event confirms: a subscription authorised (Razorpay's INR 5 authorisation went
 * through) or activated, or a payment link paid. undefined for any other event.
 */
function paidCheckoutOf({ event, payload }: RazorpayEvent): string | undefined {
  if (event === 'subscription.authenticated' || event === 'subscription.activated') {
    return payload.subscription?.entity.id;
  }
  if (event === 'payment_link.paid') return payload.payment_link?.entity.id;
  return undefined;
}

/**
 * Applies a verified Razorpay event once per `x-razorpay-event-id`
 * (docs/product/payment-providers.md#webhooks), claiming the id in the transaction that records
 * the checkout, so a redelivery changes nothing.
 */
export async function handleRazorpayEvent({
  db,
  eventId,
  event,
}: {
  db: Database;
  eventId: string;
  event: RazorpayEvent;
}): Promise<RazorpayEventOutcome> {
  const providerSessionId = paidCheckoutOf(event);
  if (!providerSessionId) return 'ignored';
  return db.transaction(async (tx) => {
    const claimed = await claimPaymentEvent({
      tx,
      provider: 'razorpay',
      eventId,
      type: event.event,
    });
    if (!claimed) return 'replayed';
    const outcome = await recordCheckoutPaid({ db: tx, provider: 'razorpay', providerSessionId });
    return outcome === 'recorded' ? 'applied' : 'ignored';
  });
}
