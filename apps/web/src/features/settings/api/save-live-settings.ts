import {
  type LiveSettingsRequest,
  settingsResponseSchema,
} from '@givecrowd/shared/organization/settings/settings-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { settingsPath, settingsQueryOptions } from './get-settings';

/** `PATCH /api/organizations/{slug}/settings`: a live section, shown to visitors at once. */
export function useSaveLiveSettings(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: LiveSettingsRequest) =>
      (
        await apiFetch(settingsPath(slug), {
          method: 'PATCH',
          body: request,
          schema: settingsResponseSchema,
        })
      ).data,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQueryOptions(slug).queryKey, settings);
    },
    meta: { errorBanner: false },
  });
}
