import { createHash } from 'node:crypto';
import {
  type DonationCheckoutInput,
  type DonationCheckoutState,
  type DonationCheckouts,
  type DonationPayment,
  PaymentProviderError,
  type RefundChargeInput,
} from '../payment-provider.ts';
import {
  isHttpError,
  postWithHeaders,
  type RazorpayCall,
  type RazorpayClient,
} from './razorpay-client.ts';
import type { LinkedAccountFor } from './razorpay-linked-accounts.ts';
import { razorpayPlanFinder } from './razorpay-plans.ts';

/** A monthly gift's cycles: Razorpay needs a count, so ten years, as for plans. */
const MONTHLY_GIFT_CYCLES = 120;

/** A subscription that ended before it charged anything. */
const SUBSCRIPTION_CLOSED = new Set(['cancelled', 'expired', 'completed', 'halted']);

/** A subscription that charges nothing more; a halted one may still, once its payment is updated. */
const SUBSCRIPTION_OVER = new Set(['cancelled', 'expired', 'completed']);

type PaginationOptions = Parameters<RazorpayClient['paymentLink']['all']>[0];

/** A payment link's entry for a payment made through it (the SDK's types call it one object). */
type LinkPayment = { payment_id: string; amount: number | string; status: string };

/** Where a gift's share goes: the organization's linked account, and how much, in paise. */
type GiftTransfer = { account: string; amount: number };

/**
 * Gifts through Razorpay (docs/product/payment-providers.md#gifts-on-razorpay), in rupees, paid
 * into the platform's account and transferred on to the organization's Route linked account (its
 * FCRA one for a foreign citizen's gift), made with its first gift: a one-time gift is a payment
 * link (`reference_id` = our donation id) whose order carries the transfer, a monthly gift a
 * subscription on a monthly plan of its amount whose each charge is transferred once confirmed
 * (`transferCharge`, from the webhook). Razorpay takes no idempotency key, so a repeated create
 * finds the first instead: the link by its reference, which Razorpay keeps unique, the
 * subscription by `notes.donation_id` among its plan's, a charge's transfer among its payment's.
 */
export function createRazorpayDonationCheckouts(
  call: RazorpayCall,
  linkedAccountFor: LinkedAccountFor,
): DonationCheckouts {
  const planFor = razorpayPlanFinder();
  return {
    createDonationCheckout: async (input) => {
      refuseUnpayable(input);
      const transfer = {
        account: await linkedAccountFor({
          organizationId: input.organizationId,
          bankAccount: input.fromForeignCitizen ? 'fcra' : 'domestic',
        }),
        amount: input.organizationReceivesMinor,
      };
      return call(async (razorpay) => {
        if (!input.monthly) return giftLink(razorpay, input, transfer);
        const planId = await planFor(razorpay, {
          key: giftPlanKey(input),
          planName: input.description,
          period: 'monthly',
          interval: 1,
          amount: input.amountMinor,
        });
        return giftSubscription(razorpay, planId, input, transfer);
      });
    },

    transferCharge: ({ providerSessionId, payment }) =>
      call((razorpay) => transferCharge(razorpay, providerSessionId, payment)),

    // The Route transfers are reversed with the refund: the organization gives back all it
    // received, and Razorpay's fee stays with the platform's account.
    refundReturnsProviderFee: true,
    refundCharge: (input) => call((razorpay) => refundPayment(razorpay, input)),

    // Razorpay takes no idempotency key: a subscription that is over already is left as it is,
    // so asking twice cancels once.
    cancelMonthly: ({ providerSessionId }) =>
      call(async (razorpay) => {
        if (!providerSessionId.startsWith('sub_')) {
          throw new PaymentProviderError('not_found', 'razorpay', 'this gift has no subscription');
        }
        const subscription = await razorpay.subscriptions.fetch(providerSessionId);
        if (SUBSCRIPTION_OVER.has(subscription.status)) return;
        await razorpay.subscriptions.cancel(providerSessionId, false);
      }),

    donationCheckoutState: (providerSessionId) =>
      call((razorpay) =>
        providerSessionId.startsWith('sub_')
          ? subscriptionState(razorpay, providerSessionId)
          : linkState(razorpay, providerSessionId),
      ),
  };
}

/** A gift in rupees whose share for the organization is some of the charge, or `refused`. */
function refuseUnpayable({
  currency,
  amountMinor,
  organizationReceivesMinor,
}: DonationCheckoutInput) {
  if (currency !== 'INR') {
    throw new PaymentProviderError(
      'refused',
      'razorpay',
      `Razorpay takes gifts in INR only, not ${currency}`,
    );
  }
  if (organizationReceivesMinor <= 0 || organizationReceivesMinor > amountMinor) {
    throw new PaymentProviderError(
      'refused',
      'razorpay',
      `A transfer of ${organizationReceivesMinor} paise does not fit a charge of ${amountMinor}`,
    );
  }
}

/** One plan per amount and gift description; the key stays within Razorpay's 256 characters. */
const giftPlanKey = ({ amountMinor, description }: DonationCheckoutInput) => {
  const cause = createHash('sha256').update(description).digest('hex').slice(0, 16);
  return `givecrowd:gift:monthly:${amountMinor}:${cause}`;
};

async function giftLink(
  razorpay: RazorpayClient,
  input: DonationCheckoutInput,
  transfer: GiftTransfer,
) {
  try {
    const link = await razorpay.paymentLink.create({
      amount: input.amountMinor,
      currency: 'INR',
      accept_partial: false,
      description: input.description,
      reference_id: input.donationId,
      customer: { email: input.donorEmail },
      // Our own receipt email follows the payment.
      notify: { email: false, sms: false },
      reminder_enable: false,
      notes: { donation_id: input.donationId },
      callback_url: input.successUrl,
      callback_method: 'get',
      // Razorpay transfers the share to the linked account once the payment is captured.
      options: {
        order: {
          transfers: [
            {
              ...transfer,
              currency: 'INR',
              notes: { donation_id: input.donationId },
              linked_account_notes: ['donation_id'],
            },
          ],
        },
      },
    });
    return { providerSessionId: link.id, url: link.short_url };
  } catch (error) {
    // Razorpay refuses a second link with the same reference: the first is this gift's.
    if (!isHttpError(error) || error.statusCode !== 400) throw error;
    // The SDK's types leave out this filter of Razorpay's API; it sends it on as it is.
    const byReference = { reference_id: input.donationId } as PaginationOptions;
    const links = await razorpay.paymentLink.all(byReference);
    const first = links.payment_links.find((link) => link.reference_id === input.donationId);
    if (!first) throw error;
    return { providerSessionId: first.id, url: first.short_url };
  }
}

async function giftSubscription(
  razorpay: RazorpayClient,
  planId: string,
  input: DonationCheckoutInput,
  transfer: GiftTransfer,
) {
  const ofPlan = await razorpay.subscriptions.all({ plan_id: planId, count: 100 });
  const subscription =
    ofPlan.items.find((item) => item.notes?.donation_id === input.donationId) ??
    (await razorpay.subscriptions.create({
      plan_id: planId,
      total_count: MONTHLY_GIFT_CYCLES,
      quantity: 1,
      // Razorpay tells the donor of each charge and asks them to act when one fails.
      customer_notify: 1,
      notify_info: { notify_email: input.donorEmail },
      // What each charge's transfer reads (transferCharge).
      notes: {
        donation_id: input.donationId,
        transfer_account: transfer.account,
        transfer_amount: transfer.amount,
      },
    }));
  return { providerSessionId: subscription.id, url: subscription.short_url };
}

/** A payment link is paid once, by its captured payment. */
async function linkState(razorpay: RazorpayClient, id: string): Promise<DonationCheckoutState> {
  const link = await razorpay.paymentLink.fetch(id);
  if (link.status === 'cancelled' || link.status === 'expired') {
    return { state: 'cancelled', payment: null };
  }
  const payments = ([] as LinkPayment[]).concat(
    (link.payments ?? []) as LinkPayment | LinkPayment[],
  );
  const captured = payments.find((payment) => payment.status === 'captured');
  if (link.status !== 'paid' || !captured) return { state: 'open', payment: null };
  return {
    state: 'paid',
    payment: {
      paymentId: captured.payment_id,
      amountMinor: Number(captured.amount),
      currency: link.currency ?? 'INR',
    },
  };
}

/** A subscription is paid once its first invoice is: that invoice's payment. */
async function subscriptionState(
  razorpay: RazorpayClient,
  id: string,
): Promise<DonationCheckoutState> {
  const subscription = await razorpay.subscriptions.fetch(id);
  if (Number(subscription.paid_count) > 0) {
    const invoices = await razorpay.invoices.all({ subscription_id: id, count: 100 });
    // The first charge: the oldest paid invoice.
    const paid = invoices.items
      .filter((invoice) => invoice.status === 'paid' && invoice.payment_id)
      .sort((a, b) => Number(a.created_at) - Number(b.created_at))[0];
    if (paid?.payment_id) {
      return {
        state: 'paid',
        payment: {
          paymentId: paid.payment_id,
          amountMinor: Number(paid.amount_paid),
          currency: paid.currency ?? 'INR',
        },
      };
    }
  }
  if (SUBSCRIPTION_CLOSED.has(subscription.status)) return { state: 'cancelled', payment: null };
  return { state: 'open', payment: null };
}

/**
 * A subscription charge's share, transferred to the linked account its notes name, once per
 * payment: a transfer of the payment to that account already made (a webhook delivered again, a
 * second event of the same charge) is found first and not made again. A subscription without
 * those notes transfers nothing.
 */
async function transferCharge(
  razorpay: RazorpayClient,
  providerSessionId: string,
  payment: DonationPayment,
): Promise<void> {
  if (!providerSessionId.startsWith('sub_')) return;
  const { notes } = await razorpay.subscriptions.fetch(providerSessionId);
  const account = notes?.transfer_account;
  const amount = Number(notes?.transfer_amount);
  if (typeof account !== 'string' || !Number.isInteger(amount) || amount <= 0) return;
  const made = await razorpay.payments.fetchTransfer(payment.paymentId);
  if (made.items.some((item) => item.recipient === account)) return;
  await razorpay.payments.transfer(payment.paymentId, {
    transfers: [
      {
        account,
        amount,
        currency: 'INR',
        notes: { donation_id: String(notes?.donation_id ?? ''), payment_id: payment.paymentId },
        linked_account_notes: ['donation_id'],
      },
    ],
  });
}

/** A refund Razorpay keeps for a payment (`fetchMultipleRefund`'s items). */
type PaymentRefund = { id: string; amount: number; status: string };

/**
 * A gift's payment refunded in full with its Route transfers reversed (`reverse_all`), once: a
 * refund of the whole payment already there (an earlier try whose answer was lost) is answered
 * again, and the create carries our key in `X-Refund-Idempotency`, so a retry racing the first
 * refunds once (docs/product/donations.md#refunds). A refund Razorpay reports failed is `refused`.
 */
async function refundPayment(
  razorpay: RazorpayClient,
  { paymentId, amountMinor, idempotencyKey, donationId }: RefundChargeInput,
): Promise<{ refundId: string }> {
  const made = await razorpay.payments.fetchMultipleRefund(paymentId, { count: 100 });
  const whole = (made.items as PaymentRefund[]).find(
    (refund) => refund.status !== 'failed' && Number(refund.amount) === amountMinor,
  );
  if (whole) return { refundId: whole.id };
  const refund = (await postWithHeaders(razorpay, {
    path: `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
    body: {
      amount: amountMinor,
      speed: 'normal',
      reverse_all: 1,
      notes: { donation_id: donationId },
    },
    headers: { 'X-Refund-Idempotency': idempotencyKey },
  })) as PaymentRefund;
  if (refund.status === 'failed') {
    throw new PaymentProviderError('refused', 'razorpay', `Razorpay refund ${refund.id} failed`);
  }
  return { refundId: refund.id };
}
