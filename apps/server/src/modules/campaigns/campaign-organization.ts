import type { CampaignForm } from '@givecrowd/shared/campaigns/campaign-form';
import { CAMPAIGN_MESSAGES as M } from '@givecrowd/shared/campaigns/campaign-messages';
import { mayHaveCampaigns } from '@givecrowd/shared/campaigns/public-organization';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import type { Database } from '@/db/client.ts';
import { AppError, invariantFound } from '@/lib/errors.ts';
import { findOwnedOrganizationByReference } from './repository.ts';

/**
 * The organization a new campaign is for: one the caller owns (404, as a missing one, for anyone
 * else's), past the wizard and not turned down — 409 while it is a draft or once it was rejected
 * (docs/product/public-pages.md#creating-a-campaign-or-an-event).
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
  if (!mayHaveCampaigns(row.status)) {
    const message = row.status === 'rejected' ? M.organizationRejected : M.organizationNotSubmitted;
    throw new AppError('conflict', message, { errors: [{ field: 'organization', message }] });
  }
  return row;
}
