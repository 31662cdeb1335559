import { SITE_PREVIEW_PARAMETER } from '@givecrowd/shared/organization/site-api';
import { organizationSiteQueryOptions } from '@/features/site/api/get-organization-site';
import { ANONYMOUS_READER } from '@/features/site/api/reader';

/**
 * The site of `hostname` as a visitor of `url` sees it: the public site, or the preview its
 * address carries (docs/product/organization-sites.md#the-call).
 */
export function hostSiteQueryOptions(hostname: string, url: URL) {
  const preview = url.searchParams.get(SITE_PREVIEW_PARAMETER);
  return organizationSiteQueryOptions(hostname, { ...ANONYMOUS_READER, preview });
}
