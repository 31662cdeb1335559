import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { applyGiftEventOnce, confirmGiftOnce } from '../confirm-gift-once.ts';
import type { SendInvoice } from '../invoices/send-payment-invoice.ts';
import { claimPaymentEvent } from '../payment-events.ts';
import type {
  ConfirmDonation,
  DonationCheckouts,
  DonationPayment,
  FailedCharge,
  ProviderRefund,
  ProviderRefundFailure,
  RecordFailedCharge,
  RecordRefund,
  RecordRefundFailure,
} from '../payment-provider.ts';
import { recordCheckoutPaid } from '../record-checkout-paid.ts';
import type { RazorpayEvent } from './read-razorpay-event.ts';

/** What became of an event; see handleStripeEvent for the same three outcomes. */
export type RazorpayEventOutcome = 'applied' | 'replayed' | 'ignored';

/**
 * The checkout an event confirms: a subscription authorised (Razorpay's INR 5 authorisation went
 * through), activated or charged, or a payment link paid. undefined for any other event.
 */
function paidCheckoutOf({ event, payload }: RazorpayEvent): string | undefined {
  if (
    event === 'subscription.authenticated' ||
    event === 'subscription.activated' ||
    event === 'subscription.charged'
  ) {
    return payload.subscription?.entity.id;
  }
  if (event === 'payment_link.paid') return payload.payment_link?.entity.id;
  return undefined;
}

/**
 * The gift's payment an event reports (docs/product/payment-providers.md#gifts-on-razorpay): a
 * gift's payment link paid, or a gift's subscription charged (each month a new payment).
 * undefined for an event about no gift; 400 for a gift's event without its payment.
 */
function giftPaymentOf({
  event,
  payload,
}: RazorpayEvent):
  | { providerSessionId: string; payment: DonationPayment; captured: boolean }
  | undefined {
  const checkout =
    event === 'payment_link.paid'
      ? payload.payment_link?.entity
      : event === 'subscription.charged'
        ? payload.subscription?.entity
        : undefined;
  if (typeof checkout?.notes.donation_id !== 'string') return undefined;
  const payment = payload.payment?.entity;
  if (!payment) throw new AppError('bad_request', API_MESSAGES.invalidRequest);
  return {
    providerSessionId: checkout.id,
    payment: { paymentId: payment.id, amountMinor: payment.amount, currency: payment.currency },
    captured: payment.status === 'captured',
  };
}

/**
 * The refund a `refund.processed` event reports (docs/product/donations.md#refunds); undefined for
 * any other event, 400 for one without its refund.
 */
function refundOf({ event, payload }: RazorpayEvent): ProviderRefund | undefined {
  if (event !== 'refund.processed') return undefined;
  const refund = payload.refund?.entity;
  if (!refund) throw new AppError('bad_request', API_MESSAGES.invalidRequest);
  return {
    provider: 'razorpay',
    paymentIds: [refund.payment_id],
    refundId: refund.id,
    amountMinor: refund.amount,
    currency: refund.currency,
  };
}

/**
 * The refund a `refund.failed` event reports, as the failure to record
 * (docs/decisions/013-a-refund-that-fails.md): Razorpay gives no reason with it. undefined for any
 * other event, 400 for one without its refund.
 */
function refundFailureOf({ event, payload }: RazorpayEvent): ProviderRefundFailure | undefined {
  if (event !== 'refund.failed') return undefined;
  const refund = payload.refund?.entity;
  if (!refund) throw new AppError('bad_request', API_MESSAGES.invalidRequest);
  return {
    provider: 'razorpay',
    refundId: refund.id,
    paymentIds: [refund.payment_id],
    amountMinor: refund.amount,
    reason: null,
  };
}

/**
 * A gift's subscription whose charge failed (docs/product/donations.md#the-donors-page):
 * `subscription.pending` (Razorpay will try again), each one a declined charge, or
 * `subscription.halted` (Razorpay gave up, so the gift stops); undefined for any other event.
 * Each event id is one failure; the subscription's page is where the donor updates the payment.
 */
function failedChargeOf(
  eventId: string,
  { event, payload }: RazorpayEvent,
): FailedCharge | undefined {
  if (event !== 'subscription.pending' && event !== 'subscription.halted') return undefined;
  const subscription = payload.subscription?.entity;
  if (typeof subscription?.notes.donation_id !== 'string') return undefined;
  return {
    provider: 'razorpay',
    providerSessionId: subscription.id,
    attemptId: `event/${eventId}`,
    updateUrl: subscription.short_url ?? null,
    ended: event === 'subscription.halted',
  };
}

/** Whether a confirmation says the payment is the gift's, first time or again. */
const isGiftsPayment = (outcome: Awaited<ReturnType<ConfirmDonation>>) =>
  outcome === 'recorded' || outcome === 'already';

/**
 * Applies a verified Razorpay event once per `x-razorpay-event-id`
 * (docs/product/payment-providers.md#webhooks), claiming the id in the transaction that records
 * the checkout, so a redelivery changes nothing. A gift's payment is confirmed through the giving
 * module's `confirmDonation`, once per event id too (`confirmGiftOnce`); a monthly gift's charge,
 * once confirmed and captured, is then transferred to the organization's linked account
 * (`transferCharge`, once per payment) before the event id is claimed, so a failed transfer is
 * tried again with the next delivery (docs/product/payment-providers.md#gifts-on-razorpay). A
 * gift's charge refunded (`refund.processed`) is recorded through the giving module's
 * `recordRefund`, once per event id too (docs/product/donations.md#refunds), and a gift's
 * subscription that could not be charged through its `recordFailedCharge`
 * (docs/product/donations.md#the-donors-page), and a gift's refund Razorpay could not make
 * (`refund.failed`) through its `recordRefundFailure` (docs/decisions/013-a-refund-that-fails.md).
 */
export async function handleRazorpayEvent({
  db,
  eventId,
  event,
  confirmDonation,
  recordRefund,
  transferCharge,
  recordFailedCharge,
  recordRefundFailure,
  sendInvoice,
}: {
  db: Database;
  eventId: string;
  event: RazorpayEvent;
  confirmDonation: ConfirmDonation;
  recordRefund: RecordRefund;
  transferCharge: DonationCheckouts['transferCharge'];
  /** A monthly gift's declined charge; without it one is acknowledged and ignored. */
  recordFailedCharge?: RecordFailedCharge | undefined;
  /** A gift's refund Razorpay failed; without it one is acknowledged and ignored. */
  recordRefundFailure?: RecordRefundFailure | undefined;
  /** Emails the invoice of a plan's or a verification donation's payment, once per payment. */
  sendInvoice?: SendInvoice | undefined;
}): Promise<RazorpayEventOutcome> {
  const failure = failedChargeOf(eventId, event);
  if (failure && recordFailedCharge) {
    const record = recordFailedCharge;
    return applyGiftEventOnce({
      db,
      provider: 'razorpay',
      eventId,
      type: event.event,
      apply: () => record(failure),
    });
  }
  const refundFailure = refundFailureOf(event);
  if (refundFailure && recordRefundFailure) {
    const record = recordRefundFailure;
    return applyGiftEventOnce({
      db,
      provider: 'razorpay',
      eventId,
      type: event.event,
      apply: () => record(refundFailure),
    });
  }
  const refund = refundOf(event);
  if (refund) {
    return applyGiftEventOnce({
      db,
      provider: 'razorpay',
      eventId,
      type: event.event,
      apply: () => recordRefund(refund),
    });
  }
  const gift = giftPaymentOf(event);
  if (gift) {
    const { providerSessionId, payment, captured } = gift;
    const transfers = event.event === 'subscription.charged' && captured && transferCharge;
    return confirmGiftOnce({
      db,
      provider: 'razorpay',
      eventId,
      type: event.event,
      confirmDonation: async (input) => {
        const outcome = await confirmDonation(input);
        if (transfers && isGiftsPayment(outcome)) await transfers({ providerSessionId, payment });
        return outcome;
      },
      giftPayment: async () => ({ providerSessionId, payment }),
    });
  }
  const providerSessionId = paidCheckoutOf(event);
  if (!providerSessionId) return 'ignored';
  const outcome = await db.transaction(async (tx): Promise<RazorpayEventOutcome> => {
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
  // The money itself: a payment link's payment, or a plan's charge on its billing date (not the
  // mandate's refunded INR 5). Invoiced once per payment, also when the event is a replay, so an
  // invoice that failed is sent with the next delivery (docs/product/payments.md#invoices).
  const payment = event.payload.payment?.entity;
  const charges = event.event === 'payment_link.paid' || event.event === 'subscription.charged';
  if (charges && payment && sendInvoice) {
    await sendInvoice({
      provider: 'razorpay',
      providerSessionId,
      payment: { paymentId: payment.id, amountMinor: payment.amount, currency: payment.currency },
    });
  }
  return outcome;
}
