import { checkoutStatusResponseSchema } from '@givecrowd/shared/payments/payments-api';
import { apiFetch } from '@/lib/api-client';

/**
 * Where a checkout the signed-in person started stands: open, paid, cancelled or expired
 * (docs/product/plans-and-checkout.md#returning-from-a-checkout).
 */
export async function getCheckoutStatus(sessionId: string, signal?: AbortSignal) {
  const answer = await apiFetch(`/api/payments/checkout/${encodeURIComponent(sessionId)}`, {
    schema: checkoutStatusResponseSchema,
    signal,
  });
  return answer.data;
}
