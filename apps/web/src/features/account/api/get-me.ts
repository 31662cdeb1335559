import { detailsResponseSchema } from '@givecrowd/shared/auth/auth-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export async function getMe(signal?: AbortSignal) {
  const answer = await apiFetch('/api/auth/get-details', {
    method: 'POST',
    body: {},
    schema: detailsResponseSchema,
    signal,
  });
  return answer.data.user;
}

export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => getMe(signal),
  // get-details says its failure in place, never in the banner.
  meta: { errorBanner: false },
});

export function useMe() {
  return useQuery(meQueryOptions);
}
