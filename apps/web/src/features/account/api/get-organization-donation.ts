import { ownerDonationResponseSchema } from '@givecrowd/shared/giving/giving-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type OrganizationDonationRequest = { slug: string; donationId: string };

/** The call's path, for this gift and its refund and resend calls. */
export const organizationDonationPath = ({ slug, donationId }: OrganizationDonationRequest) =>
  `/api/organizations/${encodeURIComponent(slug)}/donations/${encodeURIComponent(donationId)}`;

export async function getOrganizationDonation(
  request: OrganizationDonationRequest,
  signal?: AbortSignal,
) {
  const answer = await apiFetch(organizationDonationPath(request), {
    schema: ownerDonationResponseSchema,
    signal,
  });
  return answer.data;
}

export const organizationDonationQueryOptions = (request: OrganizationDonationRequest) =>
  queryOptions({
    queryKey: ['organizations', request.slug, 'donation', request.donationId],
    queryFn: ({ signal }) => getOrganizationDonation(request, signal),
    meta: { errorBanner: false },
  });

/** One gift of the organization, for its owner (docs/product/donations.md#a-gifts-own-page). */
export function useOrganizationDonation(request: OrganizationDonationRequest) {
  return useQuery(organizationDonationQueryOptions(request));
}
