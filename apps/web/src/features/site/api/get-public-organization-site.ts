import { organizationSiteResponseSchema } from '@givecrowd/shared/organization/site-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { isSiteNotFound } from './get-organization-site';

async function getPublicOrganizationSite(slug: string, signal: AbortSignal) {
  const path = `/api/organization/public/${encodeURIComponent(slug)}`;
  return (await apiFetch(path, { schema: organizationSiteResponseSchema, signal })).data;
}

/**
 * A public organization's site by its slug, for `/organization/{slug}`
 * (docs/product/public-pages.md#the-organization-page). A 404 is not asked again; failures are
 * shown in place.
 */
export const publicOrganizationSiteQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['organization-site', 'public', slug],
    queryFn: ({ signal }) => getPublicOrganizationSite(slug, signal),
    retry: (failures, error) => !isSiteNotFound(error) && failures < 2,
    meta: { errorBanner: false },
  });

export function usePublicOrganizationSite(slug: string) {
  return useQuery(publicOrganizationSiteQueryOptions(slug));
}
