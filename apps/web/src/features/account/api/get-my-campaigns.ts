import { myCampaignsResponseSchema } from '@givecrowd/shared/account/account-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export async function getMyCampaigns(signal?: AbortSignal) {
  const answer = await apiFetch('/api/campaigns/mine', {
    schema: myCampaignsResponseSchema,
    signal,
  });
  return answer.data;
}

export const myCampaignsQueryOptions = queryOptions({
  queryKey: ['campaigns', 'mine'],
  queryFn: ({ signal }) => getMyCampaigns(signal),
  meta: { errorBanner: false },
});

export function useMyCampaigns() {
  return useQuery(myCampaignsQueryOptions);
}
