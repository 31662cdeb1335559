import { endDateOf, endsAtOfDate } from '@givecrowd/shared/campaigns/campaign-dates';
import { CAMPAIGN_MESSAGES } from '@givecrowd/shared/campaigns/campaign-messages';
import type { editCampaignRequestSchema } from '@givecrowd/shared/campaigns/campaign-owner-api';
import type { CampaignPage } from '@givecrowd/shared/campaigns/campaign-page-api';
import { validateCampaignEdit } from '@givecrowd/shared/campaigns/campaign-rules';
import { toMajorUnits, toMinorUnits } from '@givecrowd/shared/giving/gift-money';
import type { z } from 'zod';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { resolveToday } from '@/lib/resolve-today.ts';
import type { Organization } from '@/modules/organizations/index.ts';
import { checkCampaignReferences } from './check-campaign-references.ts';
import { normalizeCampaignForm } from './normalize-campaign-form.ts';
import { loadOwnedCampaign, ownedCampaignPage } from './owned-campaign.ts';
import { updateCampaignContent } from './repository.ts';
import { summarizeStory } from './story-summary.ts';

/**
 * An owner's edit of a campaign's title, category, goal, end date, image and story
 * (docs/product/public-pages.md#editing-a-campaign): someone else's is 404; then the create form's
 * rules with the edit's own (a kept end date, a goal no lower than what was raised), 400 with the
 * first failing one; a real category and, when it changes, the caller's own image. Its
 * organization, kind, slug and currency stay.
 */
export async function editCampaign({
  db,
  ownerId,
  slug,
  request,
  mediaBaseUrl,
  now,
  giftsFor,
}: {
  db: Database;
  ownerId: string;
  slug: string;
  request: z.output<typeof editCampaignRequestSchema>;
  mediaBaseUrl: string;
  now: Date;
  giftsFor: (organization: Organization) => unknown;
}): Promise<{ message: string; campaign: CampaignPage }> {
  const owned = await loadOwnedCampaign({ db, ownerId, slug });
  const { campaign } = owned;
  const { today, ...submitted } = request;
  const form = normalizeCampaignForm({
    form: { ...submitted, organization: owned.organization.id, kind: campaign.kind },
    mediaBaseUrl,
  });
  const current = {
    end_date: endDateOf(campaign.endsAt),
    raised: toMajorUnits(campaign.raisedMinor),
  };
  const [first, ...rest] = validateCampaignEdit(form, { today: resolveToday(now, today), current });
  if (first) throw new AppError('bad_request', first.message, { errors: [first, ...rest] });
  await checkCampaignReferences({ db, ownerId, form, keptImage: campaign.asset });
  const updated = await updateCampaignContent(db, {
    id: campaign.id,
    content: {
      title: form.title,
      summary: summarizeStory(form.story),
      story: form.story,
      category: form.category,
      goalMinor: toMinorUnits(Number(form.goal)),
      asset: form.image,
      endsAt: endsAtOfDate(form.end_date),
    },
  });
  if (!updated) {
    const message = CAMPAIGN_MESSAGES.goalBelowRaised;
    throw new AppError('bad_request', message, { errors: [{ field: 'goal', message }] });
  }
  const page = await ownedCampaignPage({
    db,
    owned,
    campaign: updated,
    mediaBaseUrl,
    now,
    giftsFor,
  });
  return { message: CAMPAIGN_MESSAGES.saved, campaign: page };
}
