import {
  type MyGivingLinkRequest,
  myGivingMessageResponseSchema,
} from '@givecrowd/shared/giving/my-giving-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * `POST /api/my-giving/link`: the server emails a link to the donor's page when the address gave,
 * and answers the same neutral message either way.
 */
export function requestMyGivingLink(input: MyGivingLinkRequest) {
  return apiFetch('/api/my-giving/link', {
    method: 'POST',
    body: input,
    schema: myGivingMessageResponseSchema,
    token: '',
  });
}

/** The form shows its answer, or its failure, in place. */
export function useRequestMyGivingLink() {
  return useMutation({ mutationFn: requestMyGivingLink, meta: { errorBanner: false } });
}
