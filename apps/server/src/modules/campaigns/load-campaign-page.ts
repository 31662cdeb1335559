import { CAMPAIGN_MESSAGES } from '@givecrowd/shared/campaigns/campaign-messages';
import type { CampaignPage } from '@givecrowd/shared/campaigns/campaign-page-api';
import { isPublicOrganization } from '@givecrowd/shared/campaigns/public-organization';
import type { Database } from '@/db/client.ts';
import { AppError, invariantFound } from '@/lib/errors.ts';
import {
  findOrganizationById,
  type Organization,
  takesGiftsNow,
} from '@/modules/organizations/index.ts';
import { canPreview, type PageViewer } from '@/modules/preview/index.ts';
import { findCampaignWithOrganization } from './repository.ts';
import { toCampaignPage } from './to-campaign-page.ts';

/**
 * The campaign with this slug for its page: an approved organization's to everyone; another's
 * only to the organization's owner or a reviewer, as a preview
 * (docs/product/verification.md#publication-and-preview). 404 for an unknown one and for anyone
 * else.
 */
export async function loadCampaignPage({
  db,
  slug,
  viewer,
  mediaBaseUrl,
  now,
  giftsFor,
}: {
  db: Database;
  slug: string;
  viewer: PageViewer;
  mediaBaseUrl: string;
  now: Date;
  /** The payment providers' `giftsFor`: whether one takes this organization's gifts. */
  giftsFor: (organization: Organization) => unknown;
}): Promise<CampaignPage> {
  const found = invariantFound(
    await findCampaignWithOrganization(db, slug),
    CAMPAIGN_MESSAGES.notFound,
  );
  const preview = !isPublicOrganization(found.organization.status);
  if (preview && !canPreview(found.organization, viewer)) {
    throw new AppError('not_found', CAMPAIGN_MESSAGES.notFound);
  }
  const organization = await findOrganizationById(db, found.campaign.organizationId);
  const acceptsDonations = organization ? takesGiftsNow(organization, { giftsFor }) : false;
  return toCampaignPage({ ...found, mediaBaseUrl, now, preview, acceptsDonations });
}
