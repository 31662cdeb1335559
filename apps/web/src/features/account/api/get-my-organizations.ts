import { myOrganizationsResponseSchema } from '@givecrowd/shared/account/account-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export async function getMyOrganizations(signal?: AbortSignal) {
  const answer = await apiFetch('/api/organizations/mine', {
    schema: myOrganizationsResponseSchema,
    signal,
  });
  return answer.data;
}

export const myOrganizationsQueryOptions = queryOptions({
  queryKey: ['organizations', 'mine'],
  queryFn: ({ signal }) => getMyOrganizations(signal),
  meta: { errorBanner: false },
});

export function useMyOrganizations() {
  return useQuery(myOrganizationsQueryOptions);
}
