import { ownGivingKeyResponseSchema } from '@givecrowd/shared/giving/my-giving-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * `GET /api/my-giving/mine`: a key to the donor's page of the signed-in account's email
 * (docs/product/donations.md#a-givers-own-gifts); null until the account proved its email.
 */
export function useOwnGivingKey() {
  return useQuery(
    queryOptions({
      queryKey: ['my-giving', 'mine'],
      queryFn: async ({ signal }) =>
        (await apiFetch('/api/my-giving/mine', { schema: ownGivingKeyResponseSchema, signal })).data
          .key,
      meta: { errorBanner: false },
    }),
  );
}
