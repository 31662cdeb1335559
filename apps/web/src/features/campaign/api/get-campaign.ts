import { campaignPageResponseSchema } from '@givecrowd/shared/campaigns/campaign-page-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';

/** No public campaign has this slug: the answer will not change, so it is not asked again. */
export const isCampaignNotFound = (error: unknown) =>
  error instanceof ApiError && error.status === 404;

async function getCampaign(slug: string, signal: AbortSignal) {
  const path = `/api/campaigns/${encodeURIComponent(slug)}`;
  return (await apiFetch(path, { schema: campaignPageResponseSchema, signal })).data;
}

/** A public campaign for its page (docs/product/public-pages.md#the-campaign-page). */
export const campaignQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['campaign', slug],
    queryFn: ({ signal }) => getCampaign(slug, signal),
    retry: (failures, error) => !isCampaignNotFound(error) && failures < 2,
    meta: { errorBanner: false },
  });

export function useCampaign(slug: string) {
  return useQuery(campaignQueryOptions(slug));
}
