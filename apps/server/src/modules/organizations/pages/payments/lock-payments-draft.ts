import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { WIZARD_STEPS } from '@givecrowd/shared/organization/wizard-steps';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError, invariantFound } from '@/lib/errors.ts';
import { findOwnedOrganization, type Organization } from '@/modules/organizations/repository.ts';
import { isEditable } from '@/modules/organizations/update-draft-page.ts';

/**
 * The owner's draft a step-2 save applies to, locked until the transaction ends, so its step-0
 * form (what the rules read) cannot change under the save: 404 for a draft that is missing or
 * someone else's, 409 once it is submitted (unless a reviewer sent it back for information), 400
 * until pages 1 and 2 are saved.
 */
export async function lockPaymentsDraft({
  tx,
  ownerId,
  slug,
}: {
  tx: DbExecutor;
  ownerId: string;
  slug: string;
}): Promise<Organization> {
  const row = invariantFound(
    await findOwnedOrganization(tx, { slug, ownerId, forUpdate: true }),
    DRAFT_MESSAGES.notFound,
  );
  if (!isEditable(row.status)) throw new AppError('conflict', DRAFT_MESSAGES.notDraft);
  if (row.progressPage < WIZARD_STEPS[1].page) {
    throw new AppError('bad_request', PAYMENTS_MESSAGES.stepOneFirst);
  }
  return row;
}
