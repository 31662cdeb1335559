import { HOST_NOT_PUBLISHED_MESSAGE } from '@givecrowd/shared/organization/domain-api';
import type { OrganizationSite } from '@givecrowd/shared/organization/site-api';
import { useQuery } from '@tanstack/react-query';
import {
  isSiteNotFound,
  organizationSiteQueryOptions,
} from '@/features/site/api/get-organization-site';
import { useSiteReader } from '@/features/site/api/reader';
import { usePageHost } from '@/lib/page-host';

type HostSite =
  | { kind: 'loading' }
  | { kind: 'organization'; organization: OrganizationSite | null }
  /** `notPublished`: an organization has the host, but its site is not published yet. */
  | { kind: 'not-found'; host: string; notPublished: boolean };

/**
 * Whose site this organization host is (docs/product/routes-and-screens.md#organization-sites):
 * the site call answers both whose it is and what its site shows
 * (docs/product/organization-sites.md). A host that matches no organization is 'not-found'; when
 * the call fails for another reason the pages still work, only without the organization's header.
 */
export function useHostSite(): HostSite {
  const { hostname: host } = usePageHost();
  const query = useQuery(organizationSiteQueryOptions(host, useSiteReader()));
  // A later refetch that fails keeps the site it had.
  if (query.data) return { kind: 'organization', organization: query.data };
  if (query.isPending) return { kind: 'loading' };
  return isSiteNotFound(query.error)
    ? {
        kind: 'not-found',
        host,
        notPublished: query.error?.message === HOST_NOT_PUBLISHED_MESSAGE,
      }
    : { kind: 'organization', organization: null };
}
