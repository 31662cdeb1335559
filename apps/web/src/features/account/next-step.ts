import type { MyOrganization } from '@givecrowd/shared/account/account-api';
import { mayHaveCampaigns } from '@givecrowd/shared/campaigns/public-organization';

/** What the account pages offer to do next (docs/product/routes-and-screens.md#account-pages). */
export type NextStep =
  | { kind: 'createOrganization' }
  | { kind: 'continueDraft'; organization: MyOrganization }
  | { kind: 'createCampaign'; organization: MyOrganization };

const latestDraft = (organizations: readonly MyOrganization[]) =>
  organizations.find(({ status }) => status === 'draft');

/**
 * What comes before a first campaign, for a person with these organizations (most recently
 * changed first): the campaign itself once an organization can hold one, else finishing the
 * latest draft, else creating an organization.
 */
export function firstCampaignStep(organizations: readonly MyOrganization[]): NextStep {
  // An organization past the wizard that has not been turned down can hold campaigns.
  const host = organizations.find(({ status }) => mayHaveCampaigns(status));
  if (host) return { kind: 'createCampaign', organization: host };
  const draft = latestDraft(organizations);
  if (draft) return { kind: 'continueDraft', organization: draft };
  return { kind: 'createOrganization' };
}

/**
 * The dashboard's next step: without a campaign, what comes before the first one; with
 * campaigns, the latest draft to finish, if any.
 */
export function nextStep({
  organizations,
  campaignCount,
}: {
  organizations: readonly MyOrganization[];
  campaignCount: number;
}): NextStep | null {
  if (campaignCount === 0) return firstCampaignStep(organizations);
  const draft = latestDraft(organizations);
  return draft ? { kind: 'continueDraft', organization: draft } : null;
}

/** Campaign creation for an organization (docs/product/routes-and-screens.md#routes). */
export function createCampaignPath(organization: Pick<MyOrganization, '_id'>): string {
  return `/campaign/create?${new URLSearchParams({ organization: organization._id })}`;
}
