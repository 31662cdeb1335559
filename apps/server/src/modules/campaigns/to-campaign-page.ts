import { endDateOf } from '@givecrowd/shared/campaigns/campaign-dates';
import type { CampaignPage } from '@givecrowd/shared/campaigns/campaign-page-api';
import { sanitizeRichText } from '@/lib/sanitize-rich-text.ts';
import { campaignGiftRefusal } from './campaign-gift-refusal.ts';
import { type CampaignRow, type PageOrganization, toCampaignCard } from './repository.ts';

/**
 * A campaign as its page shows it (docs/product/public-pages.md#the-campaign-page): the story
 * cleaned again on the way out, as an organization's site does, and its organization by name.
 */
export function toCampaignPage({
  campaign,
  organization,
  mediaBaseUrl,
  now,
  preview,
  acceptsDonations,
}: {
  campaign: CampaignRow;
  organization: PageOrganization;
  mediaBaseUrl: string;
  now: Date;
  /** Its organization is not approved yet (docs/product/verification.md#publication-and-preview). */
  preview: boolean;
  /** Its organization takes gifts now (docs/product/donations.md#who-can-take-gifts). */
  acceptsDonations: boolean;
}): CampaignPage {
  const card = toCampaignCard(
    { goalMinor: campaign.goalMinor, raisedMinor: campaign.raisedMinor, endsAt: campaign.endsAt },
    now,
  );
  return {
    slug: campaign.slug,
    kind: campaign.kind,
    title: campaign.title,
    summary: campaign.summary,
    story: sanitizeRichText(campaign.story, { mediaBaseUrl }),
    asset: campaign.asset,
    category: campaign.category,
    currency: campaign.currency,
    goal: card.goal,
    raised: card.raised,
    donor_count: campaign.donorCount,
    percentage: card.percentage,
    remaining_days: card.remaining_days,
    end_date: endDateOf(campaign.endsAt),
    organization: {
      _id: organization.id,
      slug: organization.slug,
      organization_name: organization.name,
      organization_logo: organization.logo,
    },
    preview,
    closed: campaign.closedAt !== null,
    accepts_donations: acceptsDonations && campaignGiftRefusal(campaign, now) === null,
  };
}
