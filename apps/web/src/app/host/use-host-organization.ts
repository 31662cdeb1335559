import {
  type HostOrganization,
  hostOrganizationResponseSchema,
} from '@givecrowd/shared/organization/domain-api';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { isPlatformHost, readAppHosts } from './platform-host';

export type HostSite =
  | { kind: 'platform' }
  | { kind: 'loading' }
  | { kind: 'organization'; organization: HostOrganization | null }
  | { kind: 'not-found'; host: string };

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

async function getHostOrganization(host: string, signal: AbortSignal) {
  const path = `/api/organization/domain/${encodeURIComponent(host)}`;
  return (await apiFetch(path, { schema: hostOrganizationResponseSchema, signal })).data;
}

/**
 * Whose site this page is on: the platform's own hosts, or an organization's subdomain or custom
 * domain (docs/product/routes-and-screens.md#organization-sites). A host that matches no
 * organization is 'not-found'; when the lookup fails for another reason the site still works,
 * only without the organization's header button.
 */
export function useHostSite(): HostSite {
  const host = window.location.hostname;
  const isPlatform = isPlatformHost(host, readAppHosts(document));
  const query = useQuery({
    queryKey: ['host-organization', host],
    queryFn: ({ signal }) => getHostOrganization(host, signal),
    enabled: !isPlatform,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => !isNotFound(error) && failures < 2,
    meta: { errorBanner: false },
  });
  if (isPlatform) return { kind: 'platform' };
  if (query.isPending) return { kind: 'loading' };
  if (query.isError) {
    return isNotFound(query.error)
      ? { kind: 'not-found', host }
      : { kind: 'organization', organization: null };
  }
  return { kind: 'organization', organization: query.data };
}
