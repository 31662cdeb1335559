import type Stripe from 'stripe';
import type { DonationPayment } from '../payment-provider.ts';
import type { StripeCall } from './stripe-client.ts';
import { subscriptionOfInvoice } from './stripe-gift-events.ts';

/** A paid invoice of a subscription on the platform's own account: a plan's charge. */
export type PlanInvoicePaid = { subscriptionId: string; payment: DonationPayment };

/**
 * The charge of a plan's subscription an `invoice.paid` reports (docs/product/payments.md#invoices):
 * on the platform's account (a gift's is on a connected account's), of a subscription, with money
 * paid. Its first invoice (`subscription_create`) is the checkout's payment, invoiced with the
 * checkout under the same invoice id; the later ones (`subscription_cycle`) are the renewals.
 */
export function planInvoicePaidOf(event: Stripe.Event): PlanInvoicePaid | undefined {
  if (event.account || event.type !== 'invoice.paid') return undefined;
  const invoice = event.data.object;
  const { subscriptionId } = subscriptionOfInvoice(invoice);
  if (!subscriptionId || !invoice.id || invoice.amount_paid <= 0) return undefined;
  return {
    subscriptionId,
    payment: {
      paymentId: invoice.id,
      amountMinor: invoice.amount_paid,
      currency: invoice.currency.toUpperCase(),
    },
  };
}

/**
 * The checkout session that started a subscription on the platform's account, asked of Stripe
 * (the subscription's id is not kept); undefined when no session of ours started it.
 */
export function planSessionOfSubscription(
  call: StripeCall,
  subscriptionId: string,
): Promise<string | undefined> {
  return call(async (stripe) => {
    const sessions = await stripe.checkout.sessions.list({
      subscription: subscriptionId,
      limit: 1,
    });
    return sessions.data.find((session) => session.metadata?.checkout_id)?.id;
  });
}
