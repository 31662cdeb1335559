import {
  campaignChangeResponseSchema,
  type EditCampaignRequest,
} from '@givecrowd/shared/campaigns/campaign-owner-api';
import type { CampaignPage } from '@givecrowd/shared/campaigns/campaign-page-api';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { getToken } from '@/lib/auth-token';
import { viewerOf } from '@/lib/viewer';
import { campaignQueryOptions } from './get-campaign';

/** The owner's page of the campaign as the server now answers it; every other reader asks again. */
export function storeChangedCampaign(queryClient: QueryClient, campaign: CampaignPage) {
  void queryClient.invalidateQueries({ queryKey: ['campaign', campaign.slug] });
  queryClient.setQueryData(
    campaignQueryOptions(campaign.slug, viewerOf(getToken())).queryKey,
    campaign,
  );
  void queryClient.invalidateQueries({ queryKey: ['campaigns', 'mine'] });
}

async function editCampaign({ slug, request }: { slug: string; request: EditCampaignRequest }) {
  return apiFetch(`/api/campaigns/${encodeURIComponent(slug)}`, {
    method: 'PATCH',
    body: request,
    schema: campaignChangeResponseSchema,
  });
}

/**
 * `PATCH /api/campaigns/{slug}` (docs/product/public-pages.md#editing-a-campaign); the form shows
 * a refusal itself (banner and marks).
 */
export function useEditCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCampaign,
    meta: { errorBanner: false },
    onSuccess: (answer) => storeChangedCampaign(queryClient, answer.data),
  });
}
