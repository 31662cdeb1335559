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
