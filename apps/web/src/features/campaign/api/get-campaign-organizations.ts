import { myOrganizationsResponseSchema } from '@givecrowd/shared/account/account-api';
import { mayHaveCampaigns } from '@givecrowd/shared/campaigns/public-organization';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ANONYMOUS_VIEWER, useViewer } from '@/lib/viewer';

async function getMyOrganizations(signal: AbortSignal) {
  const answer = await apiFetch('/api/organizations/mine', {
    schema: myOrganizationsResponseSchema,
    signal,
  });
  return answer.data;
}

/**
 * The signed-in person's organizations that may have campaigns (past the wizard and not rejected;
 * until approved their campaigns are previews, docs/product/verification.md), most recently
 * changed first. The same call and key as the account pages' list, so both share one
 * answer; failures are shown in place.
 */
export function useCampaignOrganizations() {
  return useQuery({
    queryKey: ['organizations', 'mine'],
    queryFn: ({ signal }) => getMyOrganizations(signal),
    select: (organizations) =>
      organizations.filter((organization) => mayHaveCampaigns(organization.status)),
    meta: { errorBanner: false },
  });
}

/**
 * Whether the signed-in person owns the organization with this id: the campaign page then shows
 * its owner's tools (docs/product/public-pages.md#the-owners-tools). Asked in the browser only,
 * with the same call and key as the list above; a visitor is never an owner; undefined while
 * asking.
 */
export function useOwnsOrganization(organizationId: string): boolean | undefined {
  const signedIn = useViewer() !== ANONYMOUS_VIEWER;
  const mine = useQuery({
    queryKey: ['organizations', 'mine'],
    queryFn: ({ signal }) => getMyOrganizations(signal),
    select: (organizations) => organizations.some(({ _id }) => _id === organizationId),
    enabled: signedIn,
    meta: { errorBanner: false },
  });
  return signedIn ? mine.data : false;
}
