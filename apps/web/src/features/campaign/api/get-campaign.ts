import { campaignPageResponseSchema } from '@givecrowd/shared/campaigns/campaign-page-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { ANONYMOUS_VIEWER, useViewer } from '@/lib/viewer';

/** No public campaign has this slug: the answer will not change, so it is not asked again. */
export const isCampaignNotFound = (error: unknown) =>
  error instanceof ApiError && error.status === 404;

async function getCampaign(slug: string, signal: AbortSignal) {
  const path = `/api/campaigns/${encodeURIComponent(slug)}`;
  return (await apiFetch(path, { schema: campaignPageResponseSchema, signal })).data;
}

/**
 * A public campaign for its page (docs/product/public-pages.md#the-campaign-page); for its owner
 * or a reviewer (`viewer`, else anonymous) also one of an organization not approved yet, as a
 * preview (docs/product/verification.md#publication-and-preview). A failure the
 * server rendered is not asked again when the page comes alive
 * (docs/product/server-rendering.md#hydration); 'Try again' asks.
 */
export const campaignQueryOptions = (slug: string, viewer = ANONYMOUS_VIEWER) =>
  queryOptions({
    queryKey: ['campaign', slug, viewer],
    queryFn: ({ signal }) => getCampaign(slug, signal),
    retry: (failures, error) => !isCampaignNotFound(error) && failures < 2,
    retryOnMount: false,
    meta: { errorBanner: false },
  });

export function useCampaign(slug: string) {
  return useQuery(campaignQueryOptions(slug, useViewer()));
}
