import type Stripe from 'stripe';

/**
 * Whether a Checkout Session is paid (docs/product/payment-providers.md#stripe): complete and
 * paid, or, for a subscription whose first period costs nothing (a trial), complete with no
 * payment required. A session completed with a delayed method (a bank debit) stays `unpaid`
 * until Stripe sends `checkout.session.async_payment_succeeded`.
 */
export function isCheckoutSessionPaid(
  session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status' | 'mode'>,
): boolean {
  if (session.status !== 'complete') return false;
  return (
    session.payment_status === 'paid' ||
    (session.mode === 'subscription' && session.payment_status === 'no_payment_required')
  );
}
