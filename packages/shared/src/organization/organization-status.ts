/**
 * Where an organization stands (docs/product/verification.md#states): a new one is a draft; the
 * wizard's Submit makes it submitted; reviewers take it from there.
 */
export const ORGANIZATION_STATUSES = [
  'draft',
  'submitted',
  'in_review',
  'needs_information',
  'resubmitted',
  'approved',
  'rejected',
] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

/**
 * Whether the wizard may still save an organization: a draft, or one a reviewer sent back for
 * information (docs/product/verification.md#needs-information). Any other is read-only there
 * (docs/product/wizard.md#a-submitted-organization).
 */
export const isEditableInWizard = (status: OrganizationStatus) =>
  status === 'draft' || status === 'needs_information';
