import type { OrganizationSite } from '@givecrowd/shared/organization/site-api';
import { useQuery } from '@tanstack/react-query';
import {
  isSiteNotFound,
  organizationSiteQueryOptions,
} from '@/features/site/api/get-organization-site';
import { isOrganizationHost } from './platform-host';

export type HostSite =
  | { kind: 'platform' }
  | { kind: 'loading' }
  | { kind: 'organization'; organization: OrganizationSite | null }
  | { kind: 'not-found'; host: string };

/**
 * Whose site this page is on: the platform's own hosts, or an organization's subdomain or custom
 * domain (docs/product/routes-and-screens.md#organization-sites). On an organization's host the
 * site call answers both whose it is and what its site shows (docs/product/organization-sites.md).
 * A host that matches no organization is 'not-found'; when the call fails for another reason the
 * pages still work, only without the organization's header.
 */
export function useHostSite(): HostSite {
  const host = window.location.hostname;
  const isOrganization = isOrganizationHost();
  const query = useQuery({ ...organizationSiteQueryOptions(host), enabled: isOrganization });
  if (!isOrganization) return { kind: 'platform' };
  // A later refetch that fails keeps the site it had.
  if (query.data) return { kind: 'organization', organization: query.data };
  if (query.isPending) return { kind: 'loading' };
  return isSiteNotFound(query.error)
    ? { kind: 'not-found', host }
    : { kind: 'organization', organization: null };
}
