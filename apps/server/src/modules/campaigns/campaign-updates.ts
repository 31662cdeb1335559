import { CAMPAIGN_MESSAGES } from '@givecrowd/shared/campaigns/campaign-messages';
import type {
  CampaignUpdate,
  postCampaignUpdateRequestSchema,
} from '@givecrowd/shared/campaigns/campaign-owner-api';
import { validateCampaignUpdateText } from '@givecrowd/shared/campaigns/campaign-update-rules';
import { isPublicOrganization } from '@givecrowd/shared/campaigns/public-organization';
import { mediaKeyFromUrl } from '@givecrowd/shared/media/media-url';
import type { z } from 'zod';
import type { Database } from '@/db/client.ts';
import { AppError, invariantFound } from '@/lib/errors.ts';
import { enqueueMessage } from '@/modules/mail/index.ts';
import { canPreview, type PageViewer } from '@/modules/preview/index.ts';
import { isOwnUploadFor } from '@/modules/uploads/index.ts';
import { loadOwnedCampaign } from './owned-campaign.ts';
import {
  type CampaignUpdateRow,
  claimUpdateEmails,
  findCampaignWithOrganization,
  insertCampaignUpdate,
  listCampaignDonors,
  listCampaignUpdates,
} from './repository.ts';
import { campaignUpdateEmail } from './update-email.ts';

/** The most updates a page lists. */
const UPDATES_SHOWN = 50;

const toCampaignUpdate = (row: CampaignUpdateRow): CampaignUpdate => ({
  id: row.id,
  text: row.text,
  image: row.image,
  created_at: row.createdAt.toISOString(),
});

/**
 * A campaign's updates for its page, newest first, to whoever may see the page: everyone once its
 * organization is approved, before that its owner and reviewers; 404 for anyone else.
 */
export async function listUpdatesOfCampaign({
  db,
  slug,
  viewer,
}: {
  db: Database;
  slug: string;
  viewer: PageViewer;
}): Promise<{ preview: boolean; updates: CampaignUpdate[] }> {
  const found = invariantFound(
    await findCampaignWithOrganization(db, slug),
    CAMPAIGN_MESSAGES.notFound,
  );
  const preview = !isPublicOrganization(found.organization.status);
  if (preview && !canPreview(found.organization, viewer)) {
    throw new AppError('not_found', CAMPAIGN_MESSAGES.notFound);
  }
  const rows = await listCampaignUpdates(db, {
    campaignId: found.campaign.id,
    limit: UPDATES_SHOWN,
  });
  return { preview, updates: rows.map(toCampaignUpdate) };
}

/** The update's picture as a media key the caller uploaded for campaigns, or null without one. */
async function ownImageKey({
  db,
  ownerId,
  image,
  mediaBaseUrl,
}: {
  db: Database;
  ownerId: string;
  image: string | null | undefined;
  mediaBaseUrl: string;
}): Promise<string | null> {
  if (!image) return null;
  const key = mediaKeyFromUrl({ mediaBaseUrl, url: image });
  if (!key || !(await isOwnUploadFor(db, { key, ownerId, purpose: 'campaign-assets' }))) {
    const message = CAMPAIGN_MESSAGES.imageNotYours;
    throw new AppError('bad_request', message, { errors: [{ field: 'image', message }] });
  }
  return key;
}

/**
 * The owner posts an update on a campaign's page (docs/product/public-pages.md#updates): someone
 * else's campaign 404; the text's rule and the caller's own picture 400; then `spendQuota`. When
 * asked, each donor of a confirmed gift to it that was neither refunded nor erased gets it by
 * email through the outbox, in the same transaction, never twice for one update.
 */
export async function postCampaignUpdate({
  db,
  ownerId,
  slug,
  request,
  mediaBaseUrl,
  now,
  spendQuota,
}: {
  db: Database;
  ownerId: string;
  slug: string;
  request: z.output<typeof postCampaignUpdateRequestSchema>;
  mediaBaseUrl: string;
  now: Date;
  spendQuota: () => Promise<void>;
}): Promise<{ message: string; update: CampaignUpdate; emailed: number }> {
  const { campaign, organization } = await loadOwnedCampaign({ db, ownerId, slug });
  const refusal = validateCampaignUpdateText(request.text);
  if (refusal) {
    throw new AppError('bad_request', refusal, { errors: [{ field: 'text', message: refusal }] });
  }
  const image = await ownImageKey({ db, ownerId, image: request.image, mediaBaseUrl });
  await spendQuota();
  const text = request.text.trim();
  return db.transaction(async (tx) => {
    const row = await insertCampaignUpdate(tx, {
      campaignId: campaign.id,
      text,
      image,
      createdBy: ownerId,
      createdAt: now,
    });
    let emailed = 0;
    if (request.email_donors) {
      const donors = await listCampaignDonors(tx, campaign.id);
      const claimed = await claimUpdateEmails(tx, {
        updateId: row.id,
        emails: donors.map(({ email }) => email),
      });
      for (const donor of donors.filter(({ email }) => claimed.has(email))) {
        await enqueueMessage(
          tx,
          campaignUpdateEmail({
            locale: donor.locale,
            to: donor.email,
            donorName: donor.name,
            organizationName: organization.name,
            campaignTitle: campaign.title,
            text,
            campaignUrl: new URL(`/campaign/${campaign.slug}`, donor.webOrigin).href,
          }),
        );
        emailed += 1;
      }
    }
    return { message: CAMPAIGN_MESSAGES.updatePosted, update: toCampaignUpdate(row), emailed };
  });
}
