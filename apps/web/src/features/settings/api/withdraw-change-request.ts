import { settingsResponseSchema } from '@givecrowd/shared/organization/settings/settings-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { settingsQueryOptions } from './get-settings';

/** `DELETE /api/organizations/{slug}/change-requests/pending`: the waiting request, taken back. */
export function useWithdrawChangeRequest(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiFetch(`/api/organizations/${encodeURIComponent(slug)}/change-requests/pending`, {
          method: 'DELETE',
          schema: settingsResponseSchema,
        })
      ).data,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQueryOptions(slug).queryKey, settings);
    },
    meta: { errorBanner: false },
  });
}
