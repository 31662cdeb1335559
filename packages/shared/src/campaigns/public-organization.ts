import type { OrganizationStatus } from '../organization/organization-status.ts';

/**
 * Organizations that are public — searchable, listed, with a page at /organization/{slug} and a
 * site on their host — once a reviewer approved them (docs/product/public-pages.md#who-is-public).
 * A campaign is public when its organization is; before that, the owner and reviewers see both
 * as a preview (docs/product/verification.md#publication-and-preview).
 */
export const PUBLIC_ORGANIZATION_STATUSES = [
  'approved',
] as const satisfies readonly OrganizationStatus[];

export function isPublicOrganization(status: OrganizationStatus): boolean {
  return (PUBLIC_ORGANIZATION_STATUSES as readonly OrganizationStatus[]).includes(status);
}

/**
 * Whether an organization may create campaigns and events: every one past the wizard that was
 * not turned down. Until it is approved, its campaigns are previews.
 */
export function mayHaveCampaigns(status: OrganizationStatus): boolean {
  return status !== 'draft' && status !== 'rejected';
}
