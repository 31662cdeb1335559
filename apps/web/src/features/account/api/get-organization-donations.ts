import {
  type OwnerDonationsQuery,
  ownerDonationsResponseSchema,
} from '@givecrowd/shared/giving/giving-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { localTimeZone } from '@/lib/local-today';

export type OrganizationDonationsRequest = { slug: string; query: OwnerDonationsQuery };

/** The call's query string: only the parameters that are set, in the contract's order. */
function donationsSearch(query: OwnerDonationsQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

export async function getOrganizationDonations(
  { slug, query }: OrganizationDonationsRequest,
  signal?: AbortSignal,
) {
  const search = donationsSearch({ ...query, tz: localTimeZone() });
  const path = `/api/organizations/${encodeURIComponent(slug)}/donations?${search}`;
  const answer = await apiFetch(path, { schema: ownerDonationsResponseSchema, signal });
  return answer.data;
}

export const organizationDonationsQueryOptions = (request: OrganizationDonationsRequest) =>
  queryOptions({
    queryKey: ['organizations', request.slug, 'donations', request.query],
    queryFn: ({ signal }) => getOrganizationDonations(request, signal),
    meta: { errorBanner: false },
  });

/**
 * The owner's gifts. While another page or filter of the same organization loads, the rows shown
 * stay; another organization's are never shown for this one.
 */
export function useOrganizationDonations(request: OrganizationDonationsRequest) {
  return useQuery({
    ...organizationDonationsQueryOptions(request),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === request.slug ? previous : undefined,
  });
}
