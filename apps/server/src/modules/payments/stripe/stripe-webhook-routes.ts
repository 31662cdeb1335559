import type { App } from '@/lib/fastify-types.ts';
import { invoiceSender } from '../deps.ts';
import type {
  ConfirmDonation,
  RecordFailedCharge,
  RecordRefund,
  RecordRefundFailure,
} from '../payment-provider.ts';
import { headerText, registerWebhookRoute } from '../webhook-route.ts';
import { handleStripeEvent } from './handle-stripe-event.ts';
import { readStripeEvent } from './read-stripe-event.ts';
import { createStripeCall } from './stripe-client.ts';

const DESCRIPTION = `Stripe's events, verified by their Stripe-Signature with STRIPE_WEBHOOK_SECRET
(one secret, or the account endpoint's and the Connect endpoint's separated by a comma) and applied
once per event id: checkout.session.completed and checkout.session.async_payment_succeeded (a paid
checkout records the plan and emails its invoice; a connected account's gift checkout confirms the
gift), invoice.paid of
a monthly gift's subscription on a connected account (each month's charge confirms it again) or of
a plan's subscription on the platform's account (each charge emails its invoice, once per invoice),
charge.refunded of a connected account's charge refunded in full (the gift's refund is recorded),
refund.failed and charge.refund.updated with the status failed of a connected account's refund (the
gift's refund failed: recorded as failed and, if it was recorded, undone),
invoice.payment_failed of a monthly gift's subscription (a declined charge: the donor is told where
to pay, and the third in a row stops the gift),
account.updated (the organization's onboarded flag). Other types are acknowledged and ignored. 404
when no webhook secret is configured.`;

/**
 * `POST /api/payments/stripe/webhook` (docs/product/payment-providers.md#webhooks). Gifts' payments
 * are recorded through `confirmDonation`, the giving module's, and their refunds through its
 * `recordRefund` and `recordRefundFailure`.
 */
export async function stripeWebhookRoutes(
  app: App,
  {
    confirmDonation,
    recordRefund,
    recordFailedCharge,
    recordRefundFailure,
  }: {
    confirmDonation: ConfirmDonation;
    recordRefund: RecordRefund;
    recordFailedCharge?: RecordFailedCharge;
    recordRefundFailure?: RecordRefundFailure;
  },
): Promise<void> {
  // Made now, loaded with the first gift's event that needs to ask Stripe.
  const stripe = app.config.stripe;
  const call = stripe && createStripeCall(stripe, { timeoutMs: app.config.paymentTimeoutMs });
  const sendInvoice = invoiceSender(app);
  registerWebhookRoute(app, {
    path: '/api/payments/stripe/webhook',
    summary: 'Receive a Stripe webhook event',
    description: DESCRIPTION,
    secret: () => app.config.stripe?.webhookSecret,
    receive: async ({ rawBody, headers, secret }) => {
      const event = await readStripeEvent({
        rawBody,
        signature: headerText(headers['stripe-signature']),
        secrets: secret,
      });
      if (!call) throw new Error('a Stripe webhook secret without STRIPE_SECRET_KEY');
      const outcome = await handleStripeEvent({
        db: app.db,
        event,
        gifts: { call, confirmDonation, recordRefund, recordFailedCharge, recordRefundFailure },
        sendInvoice,
      });
      return { eventId: event.id, type: event.type, outcome };
    },
  });
}
