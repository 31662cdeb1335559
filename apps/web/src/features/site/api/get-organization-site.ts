import {
  organizationSiteResponseSchema,
  SITE_PREVIEW_PARAMETER,
} from '@givecrowd/shared/organization/site-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { usePageHost } from '@/lib/page-host';
import { ANONYMOUS_READER, type SiteReader, useSiteReader } from './reader';

/** No organization has this host: the answer will not change, so it is not asked again. */
export const isSiteNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

async function getOrganizationSite(host: string, preview: string | null, signal: AbortSignal) {
  const query = preview ? `?${new URLSearchParams({ [SITE_PREVIEW_PARAMETER]: preview })}` : '';
  const path = `/api/organization/site/${encodeURIComponent(host)}${query}`;
  return (await apiFetch(path, { schema: organizationSiteResponseSchema, signal })).data;
}

/**
 * The site of the organization at `host` (docs/product/organization-sites.md#the-call), as
 * `reader` may see it (anonymous unless given): a preview for its owner before approval
 * (docs/product/verification.md#publication-and-preview). Its
 * failures are shown in place: the 'organization not found' page, or the site's own message. A
 * failure the server rendered is not asked again when the page comes alive, so the page the
 * server sent stays as it was (docs/product/server-rendering.md#hydration); 'Try again' asks.
 */
export const organizationSiteQueryOptions = (host: string, reader: SiteReader = ANONYMOUS_READER) =>
  queryOptions({
    queryKey: ['organization-site', host, reader.viewer, reader.preview],
    queryFn: ({ signal }) => getOrganizationSite(host, reader.preview, signal),
    retry: (failures, error) => !isSiteNotFound(error) && failures < 2,
    retryOnMount: false,
    meta: { errorBanner: false },
  });

/** The site of the organization this page's host belongs to. */
export function useOrganizationSite() {
  return useQuery(organizationSiteQueryOptions(usePageHost().hostname, useSiteReader()));
}
