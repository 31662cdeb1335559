import type { PaymentProviderName } from '@givecrowd/shared/payments/payments-api';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { paymentEvents } from '@/db/schema.ts';
import { claimPaymentEvent } from './payment-events.ts';
import type { ConfirmDonation, DonationPayment } from './payment-provider.ts';

/** What became of a gift's event, as for the providers' other events. */
export type GiftEventOutcome = 'applied' | 'replayed' | 'ignored';

/**
 * Confirms the gift payment a verified webhook event reports, once per event id
 * (docs/product/payment-providers.md#webhooks), for Stripe and Razorpay alike.
 *
 * `confirmDonation` records in a transaction of its own, so the event cannot be claimed in that
 * same transaction as the providers' other events are. Instead: an event whose id is claimed is
 * a replay and asks nothing; otherwise the payment is confirmed first and the id claimed after.
 * If confirming fails the id stays free for the provider's next delivery; if the claim is lost
 * after a confirmation (a crash, a delivery racing this one), the repeat confirmation answers
 * 'already', because a gift's charge is recorded once per provider payment id.
 */
export async function confirmGiftOnce({
  db,
  provider,
  eventId,
  type,
  confirmDonation,
  giftPayment,
}: {
  db: Database;
  provider: PaymentProviderName;
  eventId: string;
  type: string;
  confirmDonation: ConfirmDonation;
  /** The gift's checkout and payment the event reports (asking the provider if need be). */
  giftPayment: () => Promise<{ providerSessionId: string; payment: DonationPayment } | undefined>;
}): Promise<GiftEventOutcome> {
  return applyGiftEventOnce({
    db,
    provider,
    eventId,
    type,
    apply: async () => {
      const gift = await giftPayment();
      return gift ? confirmDonation({ provider, ...gift }) : undefined;
    },
  });
}

/**
 * Applies a verified event about a gift once per event id, as `confirmGiftOnce` explains: a
 * claimed id is a replay and applies nothing; otherwise `apply` runs first (in transactions of
 * its own, recording at most once whatever it is asked) and the id is claimed after. Used for a
 * gift's payment and for its refund (docs/product/donations.md#refunds), and for the invoice of a
 * plan's Stripe renewal, which is sent once per payment the same way
 * (docs/product/payments.md#invoices).
 */
export async function applyGiftEventOnce({
  db,
  provider,
  eventId,
  type,
  apply,
}: {
  db: Database;
  provider: PaymentProviderName;
  eventId: string;
  type: string;
  /** 'recorded' when this event's effect was written now; anything else wrote nothing. */
  apply: () => Promise<string | undefined>;
}): Promise<GiftEventOutcome> {
  if (await isEventClaimed(db, { provider, eventId })) return 'replayed';
  const outcome = await apply();
  const claimed = await claimPaymentEvent({ tx: db, provider, eventId, type });
  if (outcome === 'recorded') return 'applied';
  return claimed ? 'ignored' : 'replayed';
}

async function isEventClaimed(
  db: Database,
  { provider, eventId }: { provider: PaymentProviderName; eventId: string },
): Promise<boolean> {
  const [found] = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)))
    .limit(1);
  return found !== undefined;
}
