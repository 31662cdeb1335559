import type { DonationRequest } from '@givecrowd/shared/giving/donation-details';
import { startDonationResponseSchema } from '@givecrowd/shared/giving/giving-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

async function startDonation(request: DonationRequest) {
  const answer = await apiFetch('/api/donations', {
    method: 'POST',
    body: request,
    schema: startDonationResponseSchema,
  });
  return answer.data;
}

/**
 * `POST /api/donations`: the server's figures and the provider's hosted checkout to go to (with
 * the token when someone is signed in, so the gift is theirs too). The form shows a refusal
 * itself: the banner, and the marks of a 400.
 */
export function useStartDonation() {
  return useMutation({ mutationFn: startDonation, meta: { errorBanner: false } });
}
