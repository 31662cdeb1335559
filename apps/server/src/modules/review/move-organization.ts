import type {
  grantDecisionRequestSchema,
  StatusChangeRequest,
} from '@givecrowd/shared/review/review-api';
import { checkRequestedFields } from '@givecrowd/shared/review/review-fields';
import { REVIEW_MESSAGES as M } from '@givecrowd/shared/review/review-messages';
import { canDecideGrant, canMove } from '@givecrowd/shared/review/review-moves';
import type { z } from 'zod';
import type { Database } from '@/db/client.ts';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError, invariantFound } from '@/lib/errors.ts';
import type { Organization } from '@/modules/organizations/index.ts';
import {
  findOrganizationBySlug,
  recordGrantDecision,
  recordStatusChange,
} from '@/modules/organizations/index.ts';

type ReviewerChange = {
  db: Database;
  slug: string;
  reviewerId: string;
  now: Date;
  publicUrl: string;
  /** The approval email names the site's address on it. */
  platformDomain?: string;
};

/**
 * The organization a reviewer looks at or acts on (locked until the transaction ends with
 * `forUpdate`); a draft reads as missing.
 */
export async function loadReviewedOrganization(
  db: DbExecutor,
  { slug, forUpdate = false }: { slug: string; forUpdate?: boolean },
): Promise<Organization> {
  const row = await findOrganizationBySlug(db, { slug, forUpdate });
  return invariantFound(row?.status === 'draft' ? undefined : row, M.organizationNotFound);
}

/**
 * The organization a reviewer acts on, locked until the transaction ends: 404 for a draft or an
 * unknown slug, 403 for one the reviewer owns — nobody approves their own organization
 * (docs/product/verification.md#reviewers).
 */
async function loadActedOnOrganization(
  tx: DbExecutor,
  { slug, reviewerId }: { slug: string; reviewerId: string },
): Promise<Organization> {
  const organization = await loadReviewedOrganization(tx, { slug, forUpdate: true });
  if (organization.ownerId === reviewerId) throw new AppError('forbidden', M.ownOrganization);
  return organization;
}

/**
 * A reviewer's move (docs/product/verification.md#the-move), in one transaction: the row locked,
 * 403 when it is the reviewer's own organization, 409 when its status is no longer the `from` the
 * reviewer saw, 400 for a move the reviewer may not make, 400 for fields given when not asking
 * for information (or missing, unknown or asked twice when asking); then the status, the audit
 * row and the email together.
 */
export async function moveOrganization({
  db,
  slug,
  reviewerId,
  request,
  now,
  publicUrl,
  platformDomain,
}: ReviewerChange & { request: StatusChangeRequest }): Promise<Organization> {
  return db.transaction(async (tx) => {
    const organization = await loadActedOnOrganization(tx, { slug, reviewerId });
    if (organization.status !== request.from) throw new AppError('conflict', M.staleStatus);
    if (request.to === 'draft' || !canMove(request.from, request.to, 'reviewer')) {
      throw new AppError('bad_request', M.moveNotAllowed, {
        errors: [{ field: 'to', message: M.moveNotAllowed }],
      });
    }
    const fault = checkRequestedFields(request);
    if (fault) throw new AppError('bad_request', fault.message, { errors: [fault] });
    return recordStatusChange({
      tx,
      organization,
      to: request.to,
      fields: request.fields,
      actor: { id: reviewerId, role: 'reviewer' },
      note: request.note,
      now,
      publicUrl,
      platformDomain,
    });
  });
}

/**
 * A reviewer's grant decision (docs/product/verification.md#grant-program): never on the
 * reviewer's own organization (403), only on an application waiting for one (400 otherwise); the
 * decision, its audit row and its email in one transaction.
 */
export async function decideGrant({
  db,
  slug,
  reviewerId,
  request,
  now,
  publicUrl,
}: ReviewerChange & {
  request: z.output<typeof grantDecisionRequestSchema>;
}): Promise<Organization> {
  return db.transaction(async (tx) => {
    const organization = await loadActedOnOrganization(tx, { slug, reviewerId });
    if (!canDecideGrant(organization.grantStatus)) {
      throw new AppError('bad_request', M.grantNotApplied, {
        errors: [{ field: 'decision', message: M.grantNotApplied }],
      });
    }
    return recordGrantDecision({
      tx,
      organization,
      decision: request.decision,
      actor: { id: reviewerId, role: 'reviewer' },
      note: request.note,
      now,
      publicUrl,
    });
  });
}
