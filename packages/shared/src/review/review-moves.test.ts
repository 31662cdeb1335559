import { describe, expect, it } from 'vitest';
import {
  ORGANIZATION_STATUSES,
  type OrganizationStatus,
} from '../organization/organization-status.ts';
import {
  AWAITING_REVIEW_STATUSES,
  canDecideGrant,
  canMove,
  GRANT_STATUSES,
  nextStatuses,
  REVIEW_ACTORS,
  type ReviewActor,
} from './review-moves.ts';

/** Every allowed move, written out once more by hand: from → to, per actor. */
const ALLOWED: Record<ReviewActor, readonly string[]> = {
  owner: ['draft → submitted', 'needs_information → resubmitted'],
  reviewer: [
    'submitted → in_review',
    'submitted → needs_information',
    'submitted → approved',
    'submitted → rejected',
    'resubmitted → in_review',
    'resubmitted → needs_information',
    'resubmitted → approved',
    'resubmitted → rejected',
    'in_review → needs_information',
    'in_review → approved',
    'in_review → rejected',
  ],
};

const everyMove = ORGANIZATION_STATUSES.flatMap((from) =>
  ORGANIZATION_STATUSES.map((to): [OrganizationStatus, OrganizationStatus] => [from, to]),
);

describe.each(REVIEW_ACTORS)('the moves of the %s', (actor) => {
  const allowed = new Set(ALLOWED[actor]);

  it.each(everyMove)(`${actor}: %s → %s`, (from, to) => {
    expect(canMove(from, to, actor)).toBe(allowed.has(`${from} → ${to}`));
  });

  it('lists exactly the allowed moves as next statuses', () => {
    const listed = ORGANIZATION_STATUSES.flatMap((from) =>
      nextStatuses(from, actor).map((to) => `${from} → ${to}`),
    );
    expect(listed.sort()).toEqual([...allowed].sort());
  });
});

describe('the state machine', () => {
  it('never moves to the same status, nor back to a draft', () => {
    for (const actor of REVIEW_ACTORS) {
      for (const status of ORGANIZATION_STATUSES) {
        expect(canMove(status, status, actor)).toBe(false);
        expect(canMove(status, 'draft', actor)).toBe(false);
      }
    }
  });

  it('keeps approved and rejected final for everyone', () => {
    for (const actor of REVIEW_ACTORS) {
      expect(nextStatuses('approved', actor)).toEqual([]);
      expect(nextStatuses('rejected', actor)).toEqual([]);
    }
  });

  it('lets no reviewer submit for the owner, nor the owner decide', () => {
    expect(canMove('draft', 'submitted', 'reviewer')).toBe(false);
    expect(canMove('needs_information', 'resubmitted', 'reviewer')).toBe(false);
    expect(canMove('in_review', 'approved', 'owner')).toBe(false);
    expect(canMove('submitted', 'in_review', 'owner')).toBe(false);
  });

  it('queues every status a reviewer moves on from, and only those', () => {
    const reviewerStarts = ORGANIZATION_STATUSES.filter(
      (status) => nextStatuses(status, 'reviewer').length > 0,
    );
    expect([...AWAITING_REVIEW_STATUSES].sort()).toEqual(reviewerStarts.sort());
  });
});

describe('canDecideGrant', () => {
  it('decides only an application not yet decided', () => {
    expect(GRANT_STATUSES.filter(canDecideGrant)).toEqual(['applied']);
  });
});
