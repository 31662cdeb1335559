import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { hostOrganizationSchema } from '../organization/domain-api.ts';
import { CAMPAIGN_KINDS } from './campaign-form.ts';

/** How a call names a campaign: its slug. */
export const campaignParamsSchema = z.object({ slug: z.string().trim().min(1).max(200) });

/**
 * `GET /api/campaigns/{slug}`: a campaign or event as its page shows it
 * (docs/product/public-pages.md#the-campaign-page). `asset` and the organization's logo are media
 * keys; `story` is sanitized HTML; `summary` its opening words as plain text.
 */
export const campaignPageSchema = z.object({
  slug: z.string(),
  kind: z.enum(CAMPAIGN_KINDS),
  title: z.string(),
  summary: z.string(),
  story: z.string(),
  asset: z.string(),
  category: z.string(),
  currency: z.string(),
  goal: z.number(),
  raised: z.number(),
  donor_count: z.number().int(),
  /** Share of the goal raised, whole percent, above 100 when over-funded. */
  percentage: z.number(),
  /** Whole days left, at least 0. */
  remaining_days: z.number().int(),
  /** YYYY-MM-DD: the campaign's last day, the event's day (campaign-dates.ts). */
  end_date: z.string(),
  organization: hostOrganizationSchema,
  /**
   * True while its organization is not approved: only the owner and reviewers see the page
   * (docs/product/verification.md#publication-and-preview).
   */
  preview: z.boolean(),
  /**
   * (ours) Its owner closed it before its end: the page says so and it takes no gifts until
   * reopened (docs/product/public-pages.md#closing-and-reopening).
   */
  closed: z.boolean(),
  /**
   * (ours) Whether a gift can be made now (docs/product/donations.md#who-can-take-gifts): its
   * organization takes gifts and the campaign has not ended. The page then shows Donate.
   */
  accepts_donations: z.boolean(),
});
export type CampaignPage = z.infer<typeof campaignPageSchema>;

export const campaignPageResponseSchema = okEnvelope(campaignPageSchema);
