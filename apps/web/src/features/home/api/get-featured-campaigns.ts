import { featuredCampaignSchema } from '@givecrowd/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const FEATURED_LIMIT = 6;

const featuredCampaignsAnswerSchema = z.object({
  status: z.literal(true),
  data: z.array(featuredCampaignSchema),
});

export async function getFeaturedCampaigns(signal?: AbortSignal) {
  const answer = await apiFetch(`/api/campaigns/featured?limit=${FEATURED_LIMIT}`, {
    schema: featuredCampaignsAnswerSchema,
    signal,
  });
  return answer.data;
}

export const featuredCampaignsQueryOptions = queryOptions({
  queryKey: ['campaigns', 'featured', FEATURED_LIMIT],
  queryFn: ({ signal }) => getFeaturedCampaigns(signal),
  // Spec §8: fetch failures like this one are only logged; the section says so in place.
  meta: { errorBanner: false },
});

export function useFeaturedCampaigns() {
  return useQuery(featuredCampaignsQueryOptions);
}
