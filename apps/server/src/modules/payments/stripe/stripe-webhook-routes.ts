import type { App } from '@/lib/fastify-types.ts';
import { headerText, registerWebhookRoute } from '../webhook-route.ts';
import { handleStripeEvent } from './handle-stripe-event.ts';
import { readStripeEvent } from './read-stripe-event.ts';

const DESCRIPTION = `Stripe's events, verified by their Stripe-Signature with STRIPE_WEBHOOK_SECRET
(one secret, or the account endpoint's and the Connect endpoint's separated by a comma) and applied
once per event id: checkout.session.completed and
checkout.session.async_payment_succeeded (a paid checkout records the plan), account.updated (the
organization's onboarded flag). Other types are acknowledged and ignored. 404 when no webhook
secret is configured.`;

/** `POST /api/payments/stripe/webhook` (docs/product/payment-providers.md#webhooks). */
export async function stripeWebhookRoutes(app: App): Promise<void> {
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
      const outcome = await handleStripeEvent({ db: app.db, event });
      return { eventId: event.id, type: event.type, outcome };
    },
  });
}
