import type { CampaignForm } from '@givecrowd/shared/campaigns/campaign-form';
import { CAMPAIGN_MESSAGES } from '@givecrowd/shared/campaigns/campaign-messages';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { REGISTRATION_MESSAGES } from '@givecrowd/shared/organization/messages';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { findUnknownCategories } from '@/modules/catalog/index.ts';
import { isOwnUploadFor } from '@/modules/uploads/index.ts';

/**
 * The checks that need the database, in the form's order: a category that exists, and an image
 * the caller uploaded for campaigns (docs/product/uploads-and-media.md#media-keys-and-urls) —
 * unless it is the image the campaign already has (`keptImage`, on an edit).
 */
export async function checkCampaignReferences({
  db,
  ownerId,
  form,
  keptImage,
}: {
  db: Database;
  ownerId: string;
  form: CampaignForm;
  keptImage?: string;
}): Promise<void> {
  if ((await findUnknownCategories(db, [form.category])).length > 0) {
    throw new AppError('bad_request', REGISTRATION_MESSAGES.categoryRequired, {
      errors: [{ field: 'category', message: DRAFT_MESSAGES.unknownCategory(form.category) }],
    });
  }
  if (form.image === keptImage) return;
  if (!(await isOwnUploadFor(db, { key: form.image, ownerId, purpose: 'campaign-assets' }))) {
    const message = CAMPAIGN_MESSAGES.imageNotYours;
    throw new AppError('bad_request', message, { errors: [{ field: 'image', message }] });
  }
}
