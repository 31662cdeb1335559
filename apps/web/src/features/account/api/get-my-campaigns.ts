import { myCampaignSchema } from '@givecrowd/shared/auth/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const answerSchema = z.object({ status: z.literal(true), data: z.array(myCampaignSchema) });

export async function getMyCampaigns(signal?: AbortSignal) {
  return (await apiFetch('/api/campaigns/mine', { schema: answerSchema, signal })).data;
}

export const myCampaignsQueryOptions = queryOptions({
  queryKey: ['campaigns', 'mine'],
  queryFn: ({ signal }) => getMyCampaigns(signal),
  meta: { errorBanner: false },
});

export function useMyCampaigns() {
  return useQuery(myCampaignsQueryOptions);
}
