/** Where an organization stands (docs/product/wizard.md#steps); a new one is a draft. */
export const ORGANIZATION_STATUSES = ['draft', 'submitted', 'verified', 'rejected'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];
