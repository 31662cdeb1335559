import {
  type StripeConnectRequest,
  stripeConnectResponseSchema,
} from '@givecrowd/shared/payments/payments-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * Creates the organization's payment-provider account, or finds the one it has, and a link to
 * its hosted onboarding (docs/product/plans-and-checkout.md#payment-account).
 */
export async function connectStripe(input: StripeConnectRequest) {
  const answer = await apiFetch('/api/payments/stripe/connect', {
    method: 'POST',
    body: input,
    schema: stripeConnectResponseSchema,
  });
  return { accountId: answer.account_id, url: answer.data.url };
}

/** Step 2 shows a failure beside the button, with a way to try again. */
export function useConnectStripe() {
  return useMutation({ mutationFn: connectStripe, meta: { errorBanner: false } });
}
