import type { OrganizationStatus } from '../organization/organization-status.ts';

/**
 * Organizations that are public — searchable, listed, with a page at /organization/{slug} — and
 * that may hold campaigns: every one past the wizard that was not turned down
 * (docs/product/public-pages.md#who-is-public). A campaign is public when its organization is.
 */
export const PUBLIC_ORGANIZATION_STATUSES = [
  'submitted',
  'verified',
] as const satisfies readonly OrganizationStatus[];

export function isPublicOrganization(status: OrganizationStatus): boolean {
  return (PUBLIC_ORGANIZATION_STATUSES as readonly OrganizationStatus[]).includes(status);
}
