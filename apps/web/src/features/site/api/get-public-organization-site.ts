import { organizationSiteResponseSchema } from '@givecrowd/shared/organization/site-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ANONYMOUS_VIEWER, useViewer } from '@/lib/viewer';
import { isSiteNotFound } from './get-organization-site';

async function getPublicOrganizationSite(slug: string, signal: AbortSignal) {
  const path = `/api/organization/public/${encodeURIComponent(slug)}`;
  return (await apiFetch(path, { schema: organizationSiteResponseSchema, signal })).data;
}

/**
 * A public organization's site by its slug, for `/organization/{slug}`
 * (docs/product/public-pages.md#the-organization-page); for its owner or a reviewer (`viewer`,
 * else anonymous) also one not approved yet, as a preview
 * (docs/product/verification.md#publication-and-preview). A 404 is not asked again; failures are
 * shown in place, and one the server rendered is not asked again when the page comes alive
 * (docs/product/server-rendering.md#hydration).
 */
export const publicOrganizationSiteQueryOptions = (slug: string, viewer = ANONYMOUS_VIEWER) =>
  queryOptions({
    queryKey: ['organization-site', 'public', slug, viewer],
    queryFn: ({ signal }) => getPublicOrganizationSite(slug, signal),
    retry: (failures, error) => !isSiteNotFound(error) && failures < 2,
    retryOnMount: false,
    meta: { errorBanner: false },
  });

export function usePublicOrganizationSite(slug: string) {
  return useQuery(publicOrganizationSiteQueryOptions(slug, useViewer()));
}
