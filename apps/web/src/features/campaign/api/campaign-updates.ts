import {
  campaignUpdatesResponseSchema,
  type PostCampaignUpdateRequest,
  postCampaignUpdateResponseSchema,
} from '@givecrowd/shared/campaigns/campaign-owner-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useViewer } from '@/lib/viewer';

const updatesPath = (slug: string) => `/api/campaigns/${encodeURIComponent(slug)}/updates`;

/**
 * A campaign's updates, newest first (docs/product/public-pages.md#updates), asked in the browser
 * per reader, as the page is: a preview's only by its owner and reviewers.
 */
export function useCampaignUpdates(slug: string) {
  const viewer = useViewer();
  return useQuery({
    queryKey: ['campaign', slug, 'updates', viewer],
    queryFn: async ({ signal }) =>
      (await apiFetch(updatesPath(slug), { schema: campaignUpdatesResponseSchema, signal })).data,
    meta: { errorBanner: false },
  });
}

/** `POST /api/campaigns/{slug}/updates`; the form shows a refusal itself. */
export function usePostCampaignUpdate(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PostCampaignUpdateRequest) =>
      apiFetch(updatesPath(slug), {
        method: 'POST',
        body: request,
        schema: postCampaignUpdateResponseSchema,
      }),
    meta: { errorBanner: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['campaign', slug, 'updates'] });
    },
  });
}
