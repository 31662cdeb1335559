import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether `X-Razorpay-Signature` is the HMAC-SHA256 (hex) of these exact body bytes under our
 * webhook secret (docs/product/payment-providers.md#webhooks). Compared in constant time, which
 * the SDK's own `validateWebhookSignature` does not do.
 */
export function isRazorpaySignatureValid({
  rawBody,
  signature,
  secret,
}: {
  rawBody: Buffer;
  signature: string | undefined;
  secret: string;
}): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
