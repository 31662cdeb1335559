import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import type Stripe from 'stripe';
import { AppError } from '@/lib/errors.ts';
import { loadStripeSdk } from './load-stripe-sdk.ts';

/**
 * The event in a webhook body, once its `Stripe-Signature` proves Stripe sent these very bytes
 * with one of our endpoints' secrets within the SDK's tolerance of 5 minutes
 * (docs/product/payment-providers.md#webhooks). Anything else is 400 and changes nothing.
 *
 * `secrets` is STRIPE_WEBHOOK_SECRET: one secret, or several separated by commas, because Stripe
 * sends the connected accounts' `account.updated` to a Connect endpoint with a secret of its own.
 */
export async function readStripeEvent({
  rawBody,
  signature,
  secrets,
}: {
  rawBody: Buffer;
  signature: string | undefined;
  secrets: string;
}): Promise<Stripe.Event> {
  const Sdk = await loadStripeSdk();
  for (const secret of secrets.split(',')) {
    if (!secret.trim()) continue;
    try {
      return Sdk.webhooks.constructEvent(rawBody, signature ?? '', secret.trim());
    } catch (error) {
      // Signed bytes that are not JSON: only a holder of the secret can send them.
      if (error instanceof SyntaxError) throw new AppError('bad_request', API_MESSAGES.invalidJson);
      if (!(error instanceof Sdk.errors.StripeSignatureVerificationError)) throw error;
    }
  }
  throw new AppError('bad_request', PAYMENTS_MESSAGES.webhookSignatureInvalid);
}
