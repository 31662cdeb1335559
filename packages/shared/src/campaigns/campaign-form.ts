import { z } from 'zod';
import { API_MESSAGES } from '../api/messages.ts';
import { parseTypedAmount } from '../giving/gift-money.ts';

/** A fundraising campaign, or an event (which raises for one day: its date is its end date). */
export const CAMPAIGN_KINDS = ['campaign', 'event'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

const text = () => z.string({ error: API_MESSAGES.notText }).default('');

/*
 * The campaign form (docs/product/public-pages.md#creating-a-campaign-or-an-event): the web's
 * values and the body of `POST /api/campaigns`. As in the wizard, a missing value reads as empty
 * and the ordered rules of campaign-rules.ts answer for it; a value of the wrong JSON type is
 * refused with 400 naming the field.
 */
export const campaignFormSchema = z.object({
  /** The organization's id (`_id`) or slug. */
  organization: text(),
  kind: z.enum(CAMPAIGN_KINDS).default('campaign'),
  title: text(),
  /** A category's name, as `GET /api/categories` lists them. */
  category: text(),
  /** Whole rupees or dollars, as typed ('1,50,000') or as a number. */
  goal: z
    .union([z.string(), z.number().transform(String)], { error: API_MESSAGES.notText })
    .default(''),
  /** YYYY-MM-DD: the last day of a campaign, the day of an event. */
  end_date: text(),
  /** The media key of the caller's upload for `campaign-assets`. */
  image: text(),
  /** Rich text (HTML), sanitized by the server with the allow-list of rich-text-policy.ts. */
  story: text(),
});
export type CampaignForm = z.infer<typeof campaignFormSchema>;
export type CampaignField = keyof CampaignForm;

export const emptyCampaignForm: CampaignForm = campaignFormSchema.parse({});

/**
 * The goal as a whole amount in major units, from what people type: the currency's symbol or code
 * and digit grouping with commas or spaces are formatting ('₹15,00,000' is 1500000, '£12,000'
 * 12000), as for a gift (`parseTypedAmount`). Null when it is not a whole number ('12,000.50'),
 * or one too long to hold exactly.
 */
export function parseGoal(typed: string): number | null {
  const amount = parseTypedAmount(typed);
  return amount !== null && Number.isSafeInteger(amount) ? amount : null;
}
