import type { OrganizationStatus } from '../organization/organization-status.ts';

/** Who moves an organization from one status to another (docs/product/verification.md#states). */
export const REVIEW_ACTORS = ['owner', 'reviewer'] as const;
export type ReviewActor = (typeof REVIEW_ACTORS)[number];

/**
 * Every allowed move, by who makes it. The owner submits a draft (the wizard's Submit) and
 * resubmits after fixing what was asked; reviewers decide a submitted or resubmitted organization
 * at once, or first take it into review (so other reviewers see someone has it) and decide from
 * there. Approved and rejected are final.
 */
export const ALLOWED_MOVES: Record<
  ReviewActor,
  Partial<Record<OrganizationStatus, readonly OrganizationStatus[]>>
> = {
  owner: {
    draft: ['submitted'],
    needs_information: ['resubmitted'],
  },
  reviewer: {
    submitted: ['in_review', 'needs_information', 'approved', 'rejected'],
    resubmitted: ['in_review', 'needs_information', 'approved', 'rejected'],
    in_review: ['needs_information', 'approved', 'rejected'],
  },
};

/** The statuses `actor` may move an organization to from `from` (none: a final or foreign state). */
export function nextStatuses(
  from: OrganizationStatus,
  actor: ReviewActor,
): readonly OrganizationStatus[] {
  return ALLOWED_MOVES[actor][from] ?? [];
}

/** The moves a reviewer explains to the organization: asking for information and rejecting. */
export const isNoteRequiredFor = (to: OrganizationStatus) =>
  to === 'needs_information' || to === 'rejected';

export function canMove(
  from: OrganizationStatus,
  to: OrganizationStatus,
  actor: ReviewActor,
): boolean {
  return nextStatuses(from, actor).includes(to);
}

/** Statuses waiting for a reviewer: the review queue. */
export const AWAITING_REVIEW_STATUSES = [
  'submitted',
  'resubmitted',
  'in_review',
] as const satisfies readonly OrganizationStatus[];

/**
 * A grant program application (docs/product/verification.md#grant-program) is decided apart from
 * the organization's own review: `none` when the organization did not apply.
 */
export const GRANT_STATUSES = ['none', 'applied', 'approved', 'declined'] as const;
export type GrantStatus = (typeof GRANT_STATUSES)[number];
export const GRANT_DECISIONS = ['approved', 'declined'] as const satisfies readonly GrantStatus[];
export type GrantDecision = (typeof GRANT_DECISIONS)[number];

/** A grant decision is possible only on an application not yet decided. */
export const canDecideGrant = (grant: GrantStatus) => grant === 'applied';
