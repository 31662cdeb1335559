import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { SETTINGS_MESSAGES } from '@givecrowd/shared/organization/settings/settings-messages';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError, invariantFound } from '@/lib/errors.ts';
import { findOwnedOrganization, type Organization } from '../repository.ts';

/**
 * The owner's organization named by slug, locked until the transaction ends: 404 for one that is
 * missing or someone else's (nothing about it is revealed), 409 until it is approved — before,
 * the wizard is where it changes (docs/product/organization-settings.md#who-and-when).
 */
export async function lockOwnApprovedOrganization(
  tx: DbExecutor,
  { slug, ownerId }: { slug: string; ownerId: string },
): Promise<Organization> {
  const organization = invariantFound(
    await findOwnedOrganization(tx, { slug, ownerId, forUpdate: true }),
    DRAFT_MESSAGES.notFound,
  );
  if (organization.status !== 'approved') {
    throw new AppError('conflict', SETTINGS_MESSAGES.notApproved);
  }
  return organization;
}
