import { campaignChangeResponseSchema } from '@givecrowd/shared/campaigns/campaign-owner-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { storeChangedCampaign } from './edit-campaign';

type Action = 'close' | 'reopen';

async function closeOrReopen({ slug, action }: { slug: string; action: Action }) {
  return apiFetch(`/api/campaigns/${encodeURIComponent(slug)}/${action}`, {
    method: 'POST',
    schema: campaignChangeResponseSchema,
  });
}

/**
 * `POST /api/campaigns/{slug}/close` and `/reopen`
 * (docs/product/public-pages.md#closing-and-reopening); a refusal goes to the error banner.
 */
export function useCloseCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeOrReopen,
    onSuccess: (answer) => storeChangedCampaign(queryClient, answer.data),
  });
}
