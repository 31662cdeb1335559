import { organizationSiteResponseSchema } from '@givecrowd/shared/organization/site-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';

/** No organization has this host: the answer will not change, so it is not asked again. */
export const isSiteNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

async function getOrganizationSite(host: string, signal: AbortSignal) {
  const path = `/api/organization/site/${encodeURIComponent(host)}`;
  return (await apiFetch(path, { schema: organizationSiteResponseSchema, signal })).data;
}

/**
 * The site of the organization at `host` (docs/product/organization-sites.md#the-call). Its
 * failures are shown in place: the 'organization not found' page, or the site's own message.
 */
export const organizationSiteQueryOptions = (host: string) =>
  queryOptions({
    queryKey: ['organization-site', host],
    queryFn: ({ signal }) => getOrganizationSite(host, signal),
    retry: (failures, error) => !isSiteNotFound(error) && failures < 2,
    meta: { errorBanner: false },
  });

/** The site of the organization this page's host belongs to. */
export function useOrganizationSite() {
  return useQuery(organizationSiteQueryOptions(window.location.hostname));
}
