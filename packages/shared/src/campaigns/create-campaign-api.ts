import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { campaignFormSchema } from './campaign-form.ts';
import { campaignPageSchema } from './campaign-page-api.ts';

/**
 * `POST /api/campaigns`: the campaign form, and `today`, the browser's YYYY-MM-DD, for the date
 * rule when it is today somewhere on Earth (docs/product/public-pages.md#creating-a-campaign-or-an-event).
 */
export const createCampaignRequestSchema = campaignFormSchema.extend({
  today: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a YYYY-MM-DD date.')
    .optional(),
});
export type CreateCampaignRequest = z.input<typeof createCampaignRequestSchema>;

/** 201: the new campaign as its page shows it. */
export const createCampaignResponseSchema = okEnvelope(campaignPageSchema);
