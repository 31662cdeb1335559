import { z } from 'zod';

export const countrySchema = z.object({
  name: z.string(),
  code: z.string().length(2),
  currency: z.string(),
  calling_code: z.string(),
  featured: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

export const categorySchema = z.object({ name: z.string(), slug: z.string() });
export type Category = z.infer<typeof categorySchema>;

const priceSchema = z.object({ INR: z.number().nullable(), USD: z.number().nullable() });

/** Spec §3 Pricing plan. */
export const pricingPlanSchema = z.object({
  type: z.enum(['premium', 'recurring']),
  plan_name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  quarterly: priceSchema,
  annual: priceSchema,
  one_time: priceSchema,
  bottom_text: z.string(),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

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
