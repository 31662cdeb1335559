import { z } from 'zod';
import { listEnvelope } from '../api/envelope.ts';

/** A live campaign as the home page's cards show it; `asset` is a media key. */
export const featuredCampaignSchema = z.object({
  slug: z.string(),
  title: z.string(),
  asset: z.string(),
  organization_name: z.string(),
  category: z.string(),
  goal: z.number(),
  raised: z.number(),
  currency: z.string(),
  percentage: z.number(),
  remaining_days: z.number(),
});
export type FeaturedCampaign = z.infer<typeof featuredCampaignSchema>;

export const featuredCampaignsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(24).default(6),
});
export const featuredCampaignsResponseSchema = listEnvelope(featuredCampaignSchema);
