import type { CampaignForm } from '@givecrowd/shared/campaigns/campaign-form';
import { CAMPAIGN_MESSAGES as M } from '@givecrowd/shared/campaigns/campaign-messages';
import { isPublicOrganization } from '@givecrowd/shared/campaigns/public-organization';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import type { Database } from '@/db/client.ts';
import { AppError, invariantFound } from '@/lib/errors.ts';
import { findOwnedOrganizationByReference } from './repository.ts';

/**
 * The organization a new campaign is for: one the caller owns (404, as a missing one, for anyone
 * else's), and public — 409 while it is a draft or once it was rejected.
 */
export async function loadCampaignOrganization({
  db,
  ownerId,
  form,
}: {
  db: Database;
  ownerId: string;
  form: CampaignForm;
}) {
  const row = invariantFound(
    await findOwnedOrganizationByReference(db, { reference: form.organization, ownerId }),
    DRAFT_MESSAGES.notFound,
  );
  if (!isPublicOrganization(row.status)) {
    const message = row.status === 'rejected' ? M.organizationRejected : M.organizationNotSubmitted;
    throw new AppError('conflict', message, { errors: [{ field: 'organization', message }] });
  }
  return row;
}
