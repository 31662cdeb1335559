import {
  type CreateCampaignRequest,
  createCampaignResponseSchema,
} from '@givecrowd/shared/campaigns/create-campaign-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { getToken } from '@/lib/auth-token';
import { viewerOf } from '@/lib/viewer';
import { campaignQueryOptions } from './get-campaign';

async function createCampaign(request: CreateCampaignRequest) {
  const answer = await apiFetch('/api/campaigns', {
    method: 'POST',
    body: request,
    schema: createCampaignResponseSchema,
  });
  return answer.data;
}

/**
 * `POST /api/campaigns`; the form shows a failure itself (banner and marks). The new campaign's
 * page opens from the answer, and the account's campaign list is asked again.
 */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    meta: { errorBanner: false },
    onSuccess: (campaign) => {
      const viewer = viewerOf(getToken());
      queryClient.setQueryData(campaignQueryOptions(campaign.slug, viewer).queryKey, campaign);
      void queryClient.invalidateQueries({ queryKey: ['campaigns', 'mine'] });
    },
  });
}
