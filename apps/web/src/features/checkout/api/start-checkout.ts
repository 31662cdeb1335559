import {
  type CheckoutRequest,
  checkoutResponseSchema,
} from '@givecrowd/shared/payments/payments-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * Opens a hosted checkout at the payment provider for a plan or a verification donation; the
 * server fixes a plan's price (docs/product/plans-and-checkout.md#the-checkout-routes).
 */
export async function startCheckout(input: CheckoutRequest) {
  const answer = await apiFetch('/api/payments/checkout', {
    method: 'POST',
    body: input,
    schema: checkoutResponseSchema,
  });
  return answer.data;
}

/** The browser goes to the provider's page; a failure is shown on the checkout page itself. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
    meta: { errorBanner: false },
  });
}
