import { REFUND_FAILURE_REASONS } from '@givecrowd/shared/giving/giving-messages';
import type Stripe from 'stripe';
import type {
  DonationPayment,
  FailedCharge,
  ProviderRefund,
  ProviderRefundFailure,
} from '../payment-provider.ts';
import type { StripeCall } from './stripe-client.ts';
import {
  giftSessionId,
  giftSessionOfSubscription,
  paymentOfGiftSession,
  paymentOfInvoice,
} from './stripe-donations.ts';

/**
 * A connected account's event about a gift (docs/product/payment-providers.md#gifts-on-stripe):
 * a gift's checkout completed, or an invoice of a gift's subscription paid (each month's charge).
 */
export type GiftEvent =
  | { kind: 'session'; accountId: string; session: Stripe.Checkout.Session }
  | { kind: 'invoice'; accountId: string; invoiceId: string; subscriptionId: string };

/** An invoice as webhook endpoints on API versions before 2025-03-31 still describe it. */
type OlderInvoice = {
  subscription?: string | { id: string } | null;
  subscription_details?: { metadata?: Record<string, string> | null } | null;
};

/**
 * The gift an event is about, read from the event alone; undefined for any other event. Only a
 * connected account's event (`account` set) names a gift: gifts are charged on the organization's
 * account, never on the platform's.
 */
export function giftEventOf(event: Stripe.Event): GiftEvent | undefined {
  const accountId = event.account;
  if (!accountId) return undefined;
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  ) {
    const session = event.data.object;
    return session.metadata?.donation_id ? { kind: 'session', accountId, session } : undefined;
  }
  if (event.type === 'invoice.paid') {
    const invoice = event.data.object;
    const subscriptionId = giftSubscriptionOf(invoice);
    return subscriptionId
      ? { kind: 'invoice', accountId, invoiceId: invoice.id ?? '', subscriptionId }
      : undefined;
  }
  return undefined;
}

/** A gift subscription's invoice whose payment failed (docs/product/donations.md#the-donors-page). */
export type GiftFailureEvent = {
  accountId: string;
  invoiceId: string;
  subscriptionId: string;
  /** Stripe's count of the invoice's attempts: each failed one is reported once. */
  attemptCount: number;
  /** Stripe's page where the donor pays the invoice with another card. */
  hostedInvoiceUrl: string | null;
};

/** A connected account's `invoice.payment_failed` of a gift's subscription; undefined for any other. */
export function giftFailureOf(event: Stripe.Event): GiftFailureEvent | undefined {
  const accountId = event.account;
  if (!accountId || event.type !== 'invoice.payment_failed') return undefined;
  const invoice = event.data.object;
  const subscriptionId = giftSubscriptionOf(invoice);
  if (!subscriptionId) return undefined;
  return {
    accountId,
    invoiceId: invoice.id ?? '',
    subscriptionId,
    attemptCount: invoice.attempt_count,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
  };
}

/**
 * The declined charge a failure event reports, with the gift's checkout as we keep its id (asked
 * of Stripe); undefined when the subscription is none of our gifts'.
 */
export function failedChargeOf(
  call: StripeCall,
  failure: GiftFailureEvent,
): Promise<FailedCharge | undefined> {
  return call(async (stripe) => {
    const session = await giftSessionOfSubscription(
      stripe,
      failure.accountId,
      failure.subscriptionId,
    );
    if (!session) return undefined;
    return {
      provider: 'stripe',
      providerSessionId: giftSessionId(failure.accountId, session.id),
      attemptId: `${failure.invoiceId}/${failure.attemptCount}`,
      updateUrl: failure.hostedInvoiceUrl,
      ended: false,
    };
  });
}

/**
 * The subscription an invoice bills and its metadata, read where the endpoint's API version puts
 * them (`parent.subscription_details` now, `subscription` before 2025-03-31); no id for an invoice
 * of no subscription.
 */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): {
  subscriptionId: string | undefined;
  metadata: Record<string, string>;
} {
  const details = invoice.parent?.subscription_details;
  const older = invoice as unknown as OlderInvoice;
  const metadata = details?.metadata ?? older.subscription_details?.metadata ?? {};
  const subscription = details?.subscription ?? older.subscription;
  const subscriptionId = typeof subscription === 'string' ? subscription : subscription?.id;
  return { subscriptionId, metadata };
}

/** The subscription of a gift that an invoice bills; undefined when its metadata names no gift. */
function giftSubscriptionOf(invoice: Stripe.Invoice): string | undefined {
  const { subscriptionId, metadata } = subscriptionOfInvoice(invoice);
  return metadata.donation_id ? subscriptionId : undefined;
}

/**
 * The gift's checkout (as we keep its id) and the payment the event reports, asked of Stripe
 * where the event does not carry it; undefined when nothing is paid or the gift is not ours.
 */
export function giftPaymentOf(
  call: StripeCall,
  gift: GiftEvent,
): Promise<{ providerSessionId: string; payment: DonationPayment } | undefined> {
  return call(async (stripe) => {
    if (gift.kind === 'session') {
      const payment = await paymentOfGiftSession(stripe, gift.accountId, gift.session);
      if (!payment) return undefined;
      return { providerSessionId: giftSessionId(gift.accountId, gift.session.id), payment };
    }
    const session = await giftSessionOfSubscription(stripe, gift.accountId, gift.subscriptionId);
    if (!session) return undefined;
    const payment = await paymentOfInvoice(stripe, gift.accountId, gift.invoiceId);
    if (!payment) return undefined;
    return { providerSessionId: giftSessionId(gift.accountId, session.id), payment };
  });
}

/**
 * A connected account's charge refunded in full (`charge.refunded` with `refunded` true), as the
 * refund to record (docs/product/donations.md#refunds); undefined for any other event and for a
 * partial refund. The charge is kept under its PaymentIntent (or, paid without one, its own id).
 */
export function giftRefundOf(event: Stripe.Event): ProviderRefund | undefined {
  if (event.type !== 'charge.refunded' || !event.account) return undefined;
  const charge = event.data.object;
  if (charge.refunded !== true) return undefined;
  const paymentIntent =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  return {
    provider: 'stripe',
    paymentIds: [paymentIntent, charge.id].filter((id): id is string => Boolean(id)),
    refundId: charge.refunds?.data[0]?.id ?? null,
    amountMinor: charge.amount_refunded,
    currency: charge.currency.toUpperCase(),
  };
}

/** Stripe's `failure_reason` code as the owner reads it; null for a code we do not know. */
const refundFailureReason = (code: string | null | undefined): string | null =>
  code && Object.hasOwn(REFUND_FAILURE_REASONS, code)
    ? REFUND_FAILURE_REASONS[code as keyof typeof REFUND_FAILURE_REASONS]
    : null;

/**
 * A connected account's refund that Stripe failed after accepting it (`refund.failed`, or
 * `charge.refund.updated` with the status `failed`), as the failure to record
 * (docs/decisions/013-a-refund-that-fails.md); undefined for any other event. Its reason is
 * Stripe's `failure_reason` as the owner reads it (`REFUND_FAILURE_REASONS`), none for a code we
 * do not know.
 */
export function giftRefundFailureOf(event: Stripe.Event): ProviderRefundFailure | undefined {
  if (!event.account) return undefined;
  if (event.type !== 'refund.failed' && event.type !== 'charge.refund.updated') return undefined;
  const refund = event.data.object;
  if (refund.status !== 'failed') return undefined;
  const idOf = (value: string | { id: string } | null | undefined) =>
    typeof value === 'string' ? value : value?.id;
  return {
    provider: 'stripe',
    refundId: refund.id,
    paymentIds: [idOf(refund.payment_intent), idOf(refund.charge)].filter((id): id is string =>
      Boolean(id),
    ),
    amountMinor: refund.amount,
    reason: refundFailureReason(refund.failure_reason),
  };
}
