import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import type Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '@/lib/errors.ts';
import { loadStripeSdk } from './load-stripe-sdk.ts';

/**
 * How far a signature's time may be from ours, in seconds: the SDK refuses one older than this
 * (its default tolerance); we refuse one further ahead, which no clock of Stripe's a little fast
 * explains (docs/product/payment-providers.md#webhooks).
 */
const TOLERANCE_SECONDS = 300;

/** What every event we read has: an id (claimed once), a type, and an object. */
const eventShape = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.looseObject({ object: z.looseObject({}) }),
});

/** The signed time (`t=`) of a Stripe-Signature header in seconds, read as the SDK reads it. */
function signedAtSeconds(signature: string): number {
  let timestamp = Number.NaN;
  for (const part of signature.split(',')) {
    const [name, value = ''] = part.split('=');
    if (name === 't') timestamp = Number.parseInt(value, 10);
  }
  return timestamp;
}

/**
 * The event in a webhook body, once its `Stripe-Signature` proves Stripe sent these very bytes
 * with one of our endpoints' secrets, signed within 5 minutes either side of now
 * (docs/product/payment-providers.md#webhooks). Anything else is 400 and changes nothing: a
 * signature that does not verify, is too old or dated ahead; signed bytes that are not JSON, or
 * not an event (no id, no type, no object).
 *
 * `secrets` is STRIPE_WEBHOOK_SECRET: one secret, or several separated by commas, because Stripe
 * sends the connected accounts' `account.updated` to a Connect endpoint with a secret of its own.
 */
export async function readStripeEvent({
  rawBody,
  signature = '',
  secrets,
  now = new Date(),
}: {
  rawBody: Buffer;
  signature: string | undefined;
  secrets: string;
  /** The wall clock the signature's time is compared with (Stripe signs with its own). */
  now?: Date;
}): Promise<Stripe.Event> {
  await verifyStripeSignature({ rawBody, signature, secrets, now });
  // Also refuses a time that is no number, which the SDK's check of the age lets through.
  const secondsAhead = signedAtSeconds(signature) - now.getTime() / 1000;
  if (!(secondsAhead <= TOLERANCE_SECONDS)) {
    throw new AppError('bad_request', PAYMENTS_MESSAGES.webhookSignatureInvalid);
  }
  // Signed bytes that are not JSON, or not an event: only a holder of the secret can send them.
  let event: unknown;
  try {
    event = JSON.parse(new TextDecoder().decode(rawBody));
  } catch {
    throw new AppError('bad_request', API_MESSAGES.invalidJson);
  }
  if (!eventShape.safeParse(event).success) {
    throw new AppError('bad_request', API_MESSAGES.invalidRequest);
  }
  return event as Stripe.Event;
}

/**
 * Passes when the SDK verifies the signature with one of the secrets, signed no longer ago than
 * its tolerance; otherwise 400.
 */
async function verifyStripeSignature({
  rawBody,
  signature,
  secrets,
  now,
}: {
  rawBody: Buffer;
  signature: string;
  secrets: string;
  now: Date;
}): Promise<void> {
  const Sdk = await loadStripeSdk();
  const verifier = Sdk.webhooks.signature;
  if (!verifier) throw new Error('the Stripe SDK has no webhook signature helper');
  for (const secret of secrets.split(',')) {
    if (!secret.trim()) continue;
    try {
      verifier.verifyHeader(
        rawBody,
        signature,
        secret.trim(),
        TOLERANCE_SECONDS,
        undefined,
        now.getTime(),
      );
      return;
    } catch (error) {
      if (!(error instanceof Sdk.errors.StripeSignatureVerificationError)) throw error;
    }
  }
  throw new AppError('bad_request', PAYMENTS_MESSAGES.webhookSignatureInvalid);
}
