import { CAMPAIGN_MESSAGES } from '@givecrowd/shared/campaigns/campaign-messages';
import type { CampaignPage } from '@givecrowd/shared/campaigns/campaign-page-api';
import { isPublicOrganization } from '@givecrowd/shared/campaigns/public-organization';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import {
  findOrganizationById,
  type Organization,
  takesGiftsNow,
} from '@/modules/organizations/index.ts';
import { type CampaignRow, findCampaignWithOrganization } from './repository.ts';
import { toCampaignPage } from './to-campaign-page.ts';

export type OwnedCampaign = NonNullable<Awaited<ReturnType<typeof findCampaignWithOrganization>>>;

/**
 * The campaign with this slug when the caller owns its organization; 404, as a missing one, for
 * anyone else's, so its existence is not revealed and nothing changes.
 */
export async function loadOwnedCampaign({
  db,
  ownerId,
  slug,
}: {
  db: Database;
  ownerId: string;
  slug: string;
}): Promise<OwnedCampaign> {
  const found = await findCampaignWithOrganization(db, slug);
  if (!found || found.organization.ownerId !== ownerId) {
    throw new AppError('not_found', CAMPAIGN_MESSAGES.notFound);
  }
  return found;
}

/** The owner's campaign, as changed, the way its page now shows it. */
export async function ownedCampaignPage({
  db,
  owned,
  campaign,
  mediaBaseUrl,
  now,
  giftsFor,
}: {
  db: Database;
  owned: OwnedCampaign;
  campaign: CampaignRow;
  mediaBaseUrl: string;
  now: Date;
  giftsFor: (organization: Organization) => unknown;
}): Promise<CampaignPage> {
  const organization = await findOrganizationById(db, campaign.organizationId);
  return toCampaignPage({
    campaign,
    organization: owned.organization,
    mediaBaseUrl,
    now,
    preview: !isPublicOrganization(owned.organization.status),
    acceptsDonations: organization ? takesGiftsNow(organization, { giftsFor }) : false,
  });
}
