import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import type Stripe from 'stripe';
import type { Database } from '@/db/client.ts';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError } from '@/lib/errors.ts';
import {
  findOrganizationByAccount,
  recordPaymentOnboarded,
} from '@/modules/organizations/index.ts';
import { applyGiftEventOnce, confirmGiftOnce } from '../confirm-gift-once.ts';
import type { SendInvoice } from '../invoices/send-payment-invoice.ts';
import { claimPaymentEvent } from '../payment-events.ts';
import type {
  ConfirmDonation,
  DonationPayment,
  RecordFailedCharge,
  RecordRefund,
  RecordRefundFailure,
} from '../payment-provider.ts';
import { recordCheckoutPaid, type Transaction } from '../record-checkout-paid.ts';
import { isCheckoutSessionPaid } from './is-checkout-session-paid.ts';
import type { StripeCall } from './stripe-client.ts';
import {
  failedChargeOf,
  giftEventOf,
  giftFailureOf,
  giftPaymentOf,
  giftRefundFailureOf,
  giftRefundOf,
} from './stripe-gift-events.ts';
import { planInvoicePaidOf, planSessionOfSubscription } from './stripe-plan-renewals.ts';

/**
 * What became of an event: `applied` (its effect is written), `replayed` (its id was handled
 * before: nothing changes), `ignored` (a type we do not act on, a checkout still unpaid, or
 * something that is not ours).
 */
export type StripeEventOutcome = 'applied' | 'replayed' | 'ignored';

/**
 * Applies a verified Stripe event once (docs/product/payment-providers.md#webhooks): the event id
 * is claimed in the same transaction as its effect, so a replay, or a retry racing the first
 * delivery, changes nothing, and a failed effect leaves the id free for Stripe's next try. A
 * gift's event is confirmed through the giving module's `confirmDonation`, once per event id too
 * (`confirmGiftOnce`), and a gift's charge refunded (`charge.refunded`) recorded through its
 * `recordRefund` the same way (docs/product/donations.md#refunds), and a monthly gift's declined
 * charge (`invoice.payment_failed`) through its `recordFailedCharge`
 * (docs/product/donations.md#the-donors-page), and a gift's refund Stripe failed (`refund.failed`,
 * `charge.refund.updated`) through its `recordRefundFailure`
 * (docs/decisions/013-a-refund-that-fails.md). A plan's subscription charged again on the
 * platform's account (`invoice.paid`) gets its invoice, once per event id and once per Stripe
 * invoice (docs/product/payments.md#invoices).
 */
export async function handleStripeEvent({
  db,
  event,
  gifts,
  sendInvoice,
}: {
  db: Database;
  event: Stripe.Event;
  /** Emails the invoice of a plan's or a verification donation's payment, once per payment. */
  sendInvoice?: SendInvoice | undefined;
  /**
   * Stripe, asked for what a gift's event does not carry, and the giving module's confirmation
   * and refund recording.
   */
  gifts: {
    call: StripeCall;
    confirmDonation: ConfirmDonation;
    recordRefund: RecordRefund;
    /** A monthly gift's declined charge; without it one is acknowledged and ignored. */
    recordFailedCharge?: RecordFailedCharge | undefined;
    /** A gift's refund Stripe failed; without it one is acknowledged and ignored. */
    recordRefundFailure?: RecordRefundFailure | undefined;
  };
}): Promise<StripeEventOutcome> {
  // 400 for an event that names no object, then the event applied once per id.
  const once = (apply: Parameters<typeof applyGiftEventOnce>[0]['apply']) => {
    objectIdOf(event);
    return applyGiftEventOnce({
      db,
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
      apply,
    });
  };
  const failure = giftFailureOf(event);
  const { recordFailedCharge } = gifts;
  if (failure && recordFailedCharge) {
    return once(async () => {
      const charge = await failedChargeOf(gifts.call, failure);
      return charge ? recordFailedCharge(charge) : undefined;
    });
  }
  const refundFailure = giftRefundFailureOf(event);
  const { recordRefundFailure } = gifts;
  if (refundFailure && recordRefundFailure) {
    return once(() => recordRefundFailure(refundFailure));
  }
  const refund = giftRefundOf(event);
  if (refund) {
    return once(() => gifts.recordRefund(refund));
  }
  const gift = giftEventOf(event);
  if (gift) {
    objectIdOf(event);
    return confirmGiftOnce({
      db,
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
      confirmDonation: gifts.confirmDonation,
      giftPayment: () => giftPaymentOf(gifts.call, gift),
    });
  }
  const planInvoice = planInvoicePaidOf(event);
  if (planInvoice && sendInvoice) {
    return once(async () => {
      const providerSessionId = await planSessionOfSubscription(
        gifts.call,
        planInvoice.subscriptionId,
      );
      if (!providerSessionId) return undefined;
      const sent = await sendInvoice({
        provider: 'stripe',
        providerSessionId,
        payment: planInvoice.payment,
      });
      return sent === 'sent' ? 'recorded' : undefined;
    });
  }
  const effect = effectOf(event);
  if (!effect) return 'ignored';
  const outcome = await db.transaction(async (tx): Promise<StripeEventOutcome> => {
    const claimed = await claimPaymentEvent({
      tx,
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
    });
    if (!claimed) return 'replayed';
    return (await effect(tx)) ? 'applied' : 'ignored';
  });
  // Invoiced once per payment, also when the event is a replay, so an invoice that failed is sent
  // with the next delivery (docs/product/payments.md#invoices).
  const paid = paidCheckoutOf(event);
  if (paid && sendInvoice) await sendInvoice({ provider: 'stripe', ...paid });
  return outcome;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

/**
 * The payment of a plan's or a verification donation's checkout Stripe reports paid: the payment
 * intent of a one-time payment, the first invoice of a subscription's.
 */
function paidCheckoutOf(
  event: Stripe.Event,
): { providerSessionId: string; payment: DonationPayment } | undefined {
  if (
    event.type !== 'checkout.session.completed' &&
    event.type !== 'checkout.session.async_payment_succeeded'
  ) {
    return undefined;
  }
  const session = event.data.object;
  const paymentId = idOf(session.payment_intent) ?? idOf(session.invoice);
  if (!isCheckoutSessionPaid(session) || !paymentId || session.amount_total === null) {
    return undefined;
  }
  return {
    providerSessionId: session.id,
    payment: {
      paymentId,
      amountMinor: session.amount_total,
      currency: (session.currency ?? '').toUpperCase(),
    },
  };
}

/**
 * The id of the object an event we act on names; 400 when it has none, as for any signed body
 * that is not an event (docs/product/payment-providers.md#webhooks).
 */
function objectIdOf(event: Stripe.Event): string {
  const { id } = event.data.object as { id?: unknown };
  if (typeof id !== 'string' || id === '') {
    throw new AppError('bad_request', API_MESSAGES.invalidRequest);
  }
  return id;
}

/** The event's effect, true when it changed something; undefined for an event we ignore. */
function effectOf(event: Stripe.Event): ((tx: Transaction) => Promise<boolean>) | undefined {
  if (event.type === 'account.updated') {
    const account = event.data.object;
    const accountId = objectIdOf(event);
    return (tx) =>
      markOnboarded(tx, {
        accountId,
        onboarded: account.details_submitted === true && account.charges_enabled === true,
      });
  }
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  ) {
    const session = event.data.object;
    const providerSessionId = objectIdOf(event);
    if (!isCheckoutSessionPaid(session)) return undefined;
    return async (tx) =>
      (await recordCheckoutPaid({ db: tx, provider: 'stripe', providerSessionId })) === 'recorded';
  }
  return undefined;
}

/** Keeps the organization's onboarded flag as Stripe last described its account. */
async function markOnboarded(
  tx: DbExecutor,
  { accountId, onboarded }: { accountId: string; onboarded: boolean },
): Promise<boolean> {
  const organization = await findOrganizationByAccount(tx, { accountId });
  if (organization?.paymentProvider !== 'stripe') return false;
  if (organization.paymentOnboarded === onboarded) return false;
  await recordPaymentOnboarded(tx, { id: organization.id, onboarded });
  return true;
}
