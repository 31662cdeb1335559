import { settingsResponseSchema } from '@givecrowd/shared/organization/settings/settings-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const settingsPath = (slug: string) =>
  `/api/organizations/${encodeURIComponent(slug)}/settings`;

export const settingsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['organization-settings', slug],
    queryFn: async ({ signal }) =>
      (await apiFetch(settingsPath(slug), { schema: settingsResponseSchema, signal })).data,
    retry: false,
    staleTime: 0,
    meta: { errorBanner: false },
  });

/**
 * `GET /api/organizations/{slug}/settings`: the owner's organization and its waiting change
 * request (docs/product/organization-settings.md). A 404: not the person's organization.
 */
export function useSettings(slug: string) {
  return useQuery(settingsQueryOptions(slug));
}
