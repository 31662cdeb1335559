import { CAMPAIGN_MESSAGES } from '@givecrowd/shared/campaigns/campaign-messages';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';

/**
 * Why a campaign takes no gift now, or null when it takes one: closed by its owner, or past its
 * end (docs/product/donations.md#who-can-take-gifts). Giving answers a gift with 409 and this.
 */
export function campaignGiftRefusal(
  campaign: { endsAt: Date; closedAt: Date | null },
  now: Date,
): string | null {
  if (campaign.closedAt !== null) return CAMPAIGN_MESSAGES.closed;
  if (campaign.endsAt.getTime() <= now.getTime()) return GIVING_MESSAGES.campaignEnded;
  return null;
}
