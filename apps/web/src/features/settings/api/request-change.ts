import {
  type ChangeRequestRequest,
  changeRequestResponseSchema,
} from '@givecrowd/shared/organization/settings/settings-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { settingsQueryOptions } from './get-settings';

/** `POST /api/organizations/{slug}/change-requests`: a legal section, to a reviewer. */
export function useRequestChange(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ChangeRequestRequest) =>
      (
        await apiFetch(`/api/organizations/${encodeURIComponent(slug)}/change-requests`, {
          method: 'POST',
          body: request,
          schema: changeRequestResponseSchema,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries(settingsQueryOptions(slug)),
    meta: { errorBanner: false },
  });
}
