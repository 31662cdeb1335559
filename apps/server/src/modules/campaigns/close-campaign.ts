import { CAMPAIGN_MESSAGES } from '@givecrowd/shared/campaigns/campaign-messages';
import type { CampaignPage } from '@givecrowd/shared/campaigns/campaign-page-api';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import type { Organization } from '@/modules/organizations/index.ts';
import { loadOwnedCampaign, ownedCampaignPage } from './owned-campaign.ts';
import { setCampaignClosedAt } from './repository.ts';

type CloseInput = {
  db: Database;
  ownerId: string;
  slug: string;
  mediaBaseUrl: string;
  now: Date;
  giftsFor: (organization: Organization) => unknown;
};

/**
 * The owner closes a campaign early (docs/product/public-pages.md#closing-and-reopening): its page
 * says it is closed and it takes no gifts. Closing a closed one keeps its first closing.
 */
export async function closeCampaign(
  input: CloseInput,
): Promise<{ message: string; campaign: CampaignPage }> {
  const owned = await loadOwnedCampaign(input);
  const campaign = owned.campaign.closedAt
    ? owned.campaign
    : await setCampaignClosedAt(input.db, { id: owned.campaign.id, closedAt: input.now });
  const page = await ownedCampaignPage({ ...input, owned, campaign });
  return { message: CAMPAIGN_MESSAGES.closedNow, campaign: page };
}

/**
 * The owner reopens a closed campaign before its end date; after it, 409 — a later end date
 * first (docs/product/public-pages.md#closing-and-reopening).
 */
export async function reopenCampaign(
  input: CloseInput,
): Promise<{ message: string; campaign: CampaignPage }> {
  const owned = await loadOwnedCampaign(input);
  if (owned.campaign.endsAt.getTime() <= input.now.getTime()) {
    throw new AppError('conflict', CAMPAIGN_MESSAGES.reopenAfterEnd);
  }
  const campaign = owned.campaign.closedAt
    ? await setCampaignClosedAt(input.db, { id: owned.campaign.id, closedAt: null })
    : owned.campaign;
  const page = await ownedCampaignPage({ ...input, owned, campaign });
  return { message: CAMPAIGN_MESSAGES.reopened, campaign: page };
}
