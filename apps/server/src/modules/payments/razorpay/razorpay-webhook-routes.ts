import type { App } from '@/lib/fastify-types.ts';
import { invoiceSender } from '../deps.ts';
import type {
  ConfirmDonation,
  RecordFailedCharge,
  RecordRefund,
  RecordRefundFailure,
} from '../payment-provider.ts';
import { headerText, registerWebhookRoute } from '../webhook-route.ts';
import { handleRazorpayEvent } from './handle-razorpay-event.ts';
import { readRazorpayEvent } from './read-razorpay-event.ts';

const DESCRIPTION = `Razorpay's events, verified by the X-Razorpay-Signature HMAC-SHA256 of the body
with RAZORPAY_WEBHOOK_SECRET and applied once per x-razorpay-event-id:
subscription.authenticated, subscription.activated, subscription.charged and payment_link.paid
record the checkout's plan, and a payment link's payment or a plan's charge emails its invoice
(once per payment); a gift's payment_link.paid, and each subscription.charged of a gift's subscription, confirm
the gift's payment, and a subscription's charge is then transferred to the organization's linked
account; refund.processed of a gift's charge refunded in full records the gift's refund, and
refund.failed records it failed (undone if it was recorded);
subscription.pending and subscription.halted of a gift's subscription record a declined charge (the
donor is told where to pay; the third in a row, or halted, stops the gift). Other events are
acknowledged and ignored. 404 when no webhook secret is configured.`;

/**
 * `POST /api/payments/razorpay/webhook` (docs/product/payment-providers.md#webhooks). Gifts'
 * payments are recorded through `confirmDonation`, the giving module's, and monthly charges
 * transferred on by the Razorpay provider's `transferCharge`.
 */
export async function razorpayWebhookRoutes(
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
  const sendInvoice = invoiceSender(app);
  registerWebhookRoute(app, {
    path: '/api/payments/razorpay/webhook',
    summary: 'Receive a Razorpay webhook event',
    description: DESCRIPTION,
    secret: () => app.config.razorpay?.webhookSecret,
    receive: async ({ rawBody, headers, secret }) => {
      const { eventId, event } = readRazorpayEvent({
        rawBody,
        signature: headerText(headers['x-razorpay-signature']),
        eventId: headerText(headers['x-razorpay-event-id']),
        secret,
      });
      const outcome = await handleRazorpayEvent({
        db: app.db,
        eventId,
        event,
        confirmDonation,
        recordRefund,
        recordFailedCharge,
        recordRefundFailure,
        transferCharge: app.payments.named('razorpay')?.donations?.transferCharge,
        sendInvoice,
      });
      return { eventId, type: event.event, outcome };
    },
  });
}
