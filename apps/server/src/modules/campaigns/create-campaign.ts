import { endsAtOfDate } from '@givecrowd/shared/campaigns/campaign-dates';
import type { CampaignForm } from '@givecrowd/shared/campaigns/campaign-form';
import { CAMPAIGN_MESSAGES } from '@givecrowd/shared/campaigns/campaign-messages';
import type { CampaignPage } from '@givecrowd/shared/campaigns/campaign-page-api';
import { validateCampaign } from '@givecrowd/shared/campaigns/campaign-rules';
import type { createCampaignRequestSchema } from '@givecrowd/shared/campaigns/create-campaign-api';
import { isPublicOrganization } from '@givecrowd/shared/campaigns/public-organization';
import { giftCurrencyFor, toMinorUnits } from '@givecrowd/shared/giving/gift-money';
import type { z } from 'zod';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { resolveToday } from '@/lib/resolve-today.ts';
import {
  findOrganizationById,
  type Organization,
  takesGiftsNow,
} from '@/modules/organizations/index.ts';
import { loadCampaignOrganization } from './campaign-organization.ts';
import { campaignSlugCandidates } from './campaign-slug.ts';
import { checkCampaignReferences } from './check-campaign-references.ts';
import { normalizeCampaignForm } from './normalize-campaign-form.ts';
import { insertCampaign } from './repository.ts';
import { summarizeStory } from './story-summary.ts';
import { toCampaignPage } from './to-campaign-page.ts';

/** 400 with the first failing rule's message and every failing field. */
function assertCampaignRules(form: CampaignForm, today: string): void {
  const errors = validateCampaign(form, today);
  const [first] = errors;
  if (first) throw new AppError('bad_request', first.message, { errors });
}

/**
 * Creates a campaign or an event (docs/product/public-pages.md#creating-a-campaign-or-an-event):
 * the shared rules in order, then the caller's own organization past the wizard and not rejected
 * (404, 409), a real category and the caller's own image (400). Only then does it spend one of
 * the caller's hourly quota (`spendQuota`, which throws the 429), so a refused request costs
 * nothing. It raises in the organization's currency (its gifts', docs/product/donations.md#money) and gets a unique slug from its title. It is public, and searchable, as soon as it
 * is stored if its organization is approved; before that it is a preview
 * (docs/product/verification.md#publication-and-preview).
 */
export async function createCampaign({
  db,
  ownerId,
  request,
  mediaBaseUrl,
  now,
  spendQuota,
  giftsFor,
}: {
  db: Database;
  ownerId: string;
  request: z.output<typeof createCampaignRequestSchema>;
  mediaBaseUrl: string;
  now: Date;
  spendQuota: () => Promise<void>;
  /** The payment providers' `giftsFor`, for the page's Donate button. */
  giftsFor: (organization: Organization) => unknown;
}): Promise<CampaignPage> {
  const { today, ...submitted } = request;
  const form = normalizeCampaignForm({ form: submitted, mediaBaseUrl });
  assertCampaignRules(form, resolveToday(now, today));
  const organization = await loadCampaignOrganization({ db, ownerId, form });
  await checkCampaignReferences({ db, ownerId, form });
  await spendQuota();
  for (const slug of campaignSlugCandidates(form.title)) {
    const campaign = await insertCampaign(db, {
      slug,
      organizationId: organization.id,
      kind: form.kind,
      title: form.title,
      summary: summarizeStory(form.story),
      story: form.story,
      category: form.category,
      // One currency per organization: its gifts', else (a country gifts are not taken in yet) USD.
      currency: giftCurrencyFor(organization.countryCode) ?? 'USD',
      goalMinor: toMinorUnits(Number(form.goal)),
      asset: form.image,
      endsAt: endsAtOfDate(form.end_date),
      createdBy: ownerId,
      createdAt: now,
    });
    if (campaign) {
      const preview = !isPublicOrganization(organization.status);
      const owner = await findOrganizationById(db, organization.id);
      const acceptsDonations = owner ? takesGiftsNow(owner, { giftsFor }) : false;
      return toCampaignPage({
        campaign,
        organization,
        mediaBaseUrl,
        now,
        preview,
        acceptsDonations,
      });
    }
  }
  throw new AppError('conflict', CAMPAIGN_MESSAGES.slugExhausted);
}
