import { CAMPAIGN_MESSAGES } from '@givecrowd/shared/campaigns/campaign-messages';
import type { CampaignPage } from '@givecrowd/shared/campaigns/campaign-page-api';
import type { Database } from '@/db/client.ts';
import { invariantFound } from '@/lib/errors.ts';
import { findPublicCampaign } from './repository.ts';
import { toCampaignPage } from './to-campaign-page.ts';

/** The public campaign with this slug; 404 for an unknown one or one of a non-public organization. */
export async function loadCampaignPage({
  db,
  slug,
  mediaBaseUrl,
  now,
}: {
  db: Database;
  slug: string;
  mediaBaseUrl: string;
  now: Date;
}): Promise<CampaignPage> {
  const found = invariantFound(await findPublicCampaign(db, slug), CAMPAIGN_MESSAGES.notFound);
  return toCampaignPage({ ...found, mediaBaseUrl, now });
}
