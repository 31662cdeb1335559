import type Stripe from 'stripe';
import {
  type DonationCheckoutInput,
  type DonationCheckouts,
  type DonationPayment,
  PaymentProviderError,
} from '../payment-provider.ts';
import type { StripeCall } from './stripe-client.ts';

/**
 * The id we keep for a gift's checkout: `{account}/{session}`. The session lives on the
 * organization's connected account, and every later question about it must name that account
 * (docs/product/payment-providers.md#gifts-on-stripe).
 */
export const giftSessionId = (accountId: string, sessionId: string) => `${accountId}/${sessionId}`;

function readGiftSessionId(providerSessionId: string): { accountId: string; sessionId: string } {
  const [accountId, sessionId, ...rest] = providerSessionId.split('/');
  if (!accountId || !sessionId || rest.length > 0) {
    throw new PaymentProviderError('not_found', 'stripe', 'not the id of a gift checkout');
  }
  return { accountId, sessionId };
}

/**
 * Gifts through Stripe Checkout (docs/product/payment-providers.md#gifts-on-stripe): a direct
 * charge on the organization's connected account, with the platform's fee as the application
 * fee; a monthly gift is a subscription there. The session is made under `donation-{id}` as
 * Stripe's idempotency key, so a retry gets the same session back.
 */
export function createStripeDonationCheckouts(call: StripeCall): DonationCheckouts {
  return {
    createDonationCheckout: async (input) => {
      const { accountId } = input;
      if (!accountId) {
        throw new PaymentProviderError(
          'refused',
          'stripe',
          'a Stripe gift needs a connected account',
        );
      }
      return call(async (stripe) => {
        const session = await stripe.checkout.sessions.create(giftSessionParams(input), {
          stripeAccount: accountId,
          idempotencyKey: `donation-${input.donationId}`,
        });
        if (!session.url) {
          throw new PaymentProviderError('refused', 'stripe', 'Stripe gave no checkout URL');
        }
        return { providerSessionId: giftSessionId(accountId, session.id), url: session.url };
      });
    },

    donationCheckoutState: async (providerSessionId) => {
      const { accountId, sessionId } = readGiftSessionId(providerSessionId);
      return call(async (stripe) => {
        const session = await stripe.checkout.sessions.retrieve(
          sessionId,
          {},
          { stripeAccount: accountId },
        );
        if (session.status === 'expired') return { state: 'cancelled', payment: null };
        const payment = await paymentOfGiftSession(stripe, accountId, session);
        return payment ? { state: 'paid', payment } : { state: 'open', payment: null };
      });
    },

    // A direct charge is refunded on the organization's account, which pays it; the platform's
    // application fee goes back to that account with it (`reverse_transfer` is for destination
    // charges, which gifts are not). docs/product/donations.md#refunds
    refundReturnsProviderFee: false,
    refundCharge: async ({ providerSessionId, paymentId, idempotencyKey, donationId }) => {
      const { accountId } = readGiftSessionId(providerSessionId);
      return call(async (stripe) => {
        const refund = await stripe.refunds.create(
          {
            ...(paymentId.startsWith('pi_')
              ? { payment_intent: paymentId }
              : { charge: paymentId }),
            refund_application_fee: true,
            metadata: { donation_id: donationId },
          },
          { stripeAccount: accountId, idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          throw new PaymentProviderError('refused', 'stripe', `Stripe refund ${refund.status}`);
        }
        return { refundId: refund.id };
      });
    },

    // The subscription the gift's session started, cancelled at once on the organization's
    // account under the caller's idempotency key; one cancelled already is left as it is.
    cancelMonthly: async ({ providerSessionId, idempotencyKey }) => {
      const { accountId, sessionId } = readGiftSessionId(providerSessionId);
      await call(async (stripe) => {
        const options = { stripeAccount: accountId };
        const session = await stripe.checkout.sessions.retrieve(sessionId, {}, options);
        const subscriptionId = idOf(session.subscription);
        if (!subscriptionId) {
          throw new PaymentProviderError('not_found', 'stripe', 'this gift has no subscription');
        }
        const subscription = await stripe.subscriptions.retrieve(subscriptionId, {}, options);
        if (ENDED_SUBSCRIPTIONS.has(subscription.status)) return;
        await stripe.subscriptions.cancel(subscriptionId, {}, { ...options, idempotencyKey });
      });
    },
  };
}

/** A subscription in these states charges nothing more. */
const ENDED_SUBSCRIPTIONS = new Set<Stripe.Subscription.Status>(['canceled', 'incomplete_expired']);

function giftSessionParams(input: DonationCheckoutInput): Stripe.Checkout.SessionCreateParams {
  const metadata = { donation_id: input.donationId };
  const fee = input.applicationFeeMinor;
  const lineItem = {
    quantity: 1,
    price_data: {
      currency: input.currency.toLowerCase(),
      unit_amount: input.amountMinor,
      product_data: { name: input.description },
    },
  };
  const common = {
    client_reference_id: input.donationId,
    metadata,
    customer_email: input.donorEmail,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
  };
  if (!input.monthly) {
    return {
      ...common,
      mode: 'payment',
      submit_type: 'donate',
      line_items: [lineItem],
      payment_intent_data: { metadata, ...(fee > 0 ? { application_fee_amount: fee } : {}) },
    };
  }
  return {
    ...common,
    mode: 'subscription',
    line_items: [
      { ...lineItem, price_data: { ...lineItem.price_data, recurring: { interval: 'month' } } },
    ],
    // The subscription's metadata reaches every invoice (`parent.subscription_details`), so the
    // later months' `invoice.paid` can be told apart from the organization's other invoices.
    subscription_data: {
      metadata,
      ...(fee > 0 ? { application_fee_percent: applicationFeePercent(input) } : {}),
    },
  };
}

/**
 * A subscription takes its application fee as a percent of each invoice, with at most two
 * decimals (https://docs.stripe.com/connect/subscriptions#collecting-fees-on-subscriptions). It is
 * the plan's own percent unless the donor covers the fees; then the fee Stripe takes may differ
 * from ours by at most 0.005% of the charge.
 */
export const applicationFeePercent = ({
  applicationFeeMinor,
  amountMinor,
}: Pick<DonationCheckoutInput, 'applicationFeeMinor' | 'amountMinor'>) =>
  Math.min(100, Math.round((applicationFeeMinor * 10_000) / amountMinor) / 100);

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * The payment of a gift's session once it is paid, null before: a one-time gift's PaymentIntent,
 * or a monthly gift's first invoice's payment.
 */
export async function paymentOfGiftSession(
  stripe: Stripe,
  accountId: string,
  session: Pick<
    Stripe.Checkout.Session,
    | 'status'
    | 'payment_status'
    | 'mode'
    | 'payment_intent'
    | 'invoice'
    | 'amount_total'
    | 'currency'
  >,
): Promise<DonationPayment | null> {
  if (session.status !== 'complete' || session.payment_status !== 'paid') return null;
  if (session.mode === 'subscription') {
    const invoiceId = idOf(session.invoice);
    return invoiceId ? paymentOfInvoice(stripe, accountId, invoiceId) : null;
  }
  const paymentId = idOf(session.payment_intent);
  if (!paymentId || session.amount_total === null || !session.currency) return null;
  return {
    paymentId,
    amountMinor: session.amount_total,
    currency: session.currency.toUpperCase(),
  };
}

/**
 * The payment that paid an invoice: its PaymentIntent (or a charge without one). Since API
 * version 2025-03-31 the invoice no longer names it; its invoice payments do.
 */
export async function paymentOfInvoice(
  stripe: Stripe,
  accountId: string,
  invoiceId: string,
): Promise<DonationPayment | null> {
  const payments = await stripe.invoicePayments.list(
    { invoice: invoiceId, status: 'paid' },
    { stripeAccount: accountId },
  );
  for (const { payment, amount_paid: amountPaid, currency } of payments.data) {
    const paymentId = idOf(payment.payment_intent) ?? idOf(payment.charge);
    if (paymentId && amountPaid !== null) {
      return { paymentId, amountMinor: amountPaid, currency: currency.toUpperCase() };
    }
  }
  return null;
}

/** The gift checkout that started a subscription; undefined when it was none of ours. */
export async function giftSessionOfSubscription(
  stripe: Stripe,
  accountId: string,
  subscriptionId: string,
): Promise<Stripe.Checkout.Session | undefined> {
  const sessions = await stripe.checkout.sessions.list(
    { subscription: subscriptionId, limit: 1 },
    { stripeAccount: accountId },
  );
  return sessions.data.find((session) => session.metadata?.donation_id);
}
