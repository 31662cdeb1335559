import { z } from 'zod';
import { listEnvelope } from '../api/envelope.ts';

/** The catalog calls (docs/product/http-contract.md#catalog-calls): countries, categories, pricing plans. */

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

/** A pricing plan (docs/product/http-contract.md#catalog-calls). */
export const pricingPlanSchema = z.object({
  type: z.enum(['premium', 'recurring']),
  plan_name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  quarterly: priceSchema,
  annual: priceSchema,
  one_time: priceSchema,
  bottom_text: z.string(),
  /** The share of each donation the platform keeps under this plan (docs/product/plans-and-checkout.md#what-you-keep). */
  platform_fee_percent: z.number(),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

export const countriesResponseSchema = listEnvelope(countrySchema);
export const categoriesResponseSchema = listEnvelope(categorySchema);

export const pricingPlansQuerySchema = z.object({
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Use a two-letter ISO country code, e.g. IN.')
    .optional(),
});
export const pricingPlansResponseSchema = listEnvelope(pricingPlanSchema);
