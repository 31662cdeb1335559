import {
  type PricingPlanData,
  pricingPlanDataSchema,
} from '@givecrowd/shared/payments/payments-api';

/** The organization's purchased plan as stored, or null when none (or not one of ours). */
export function storedPricingPlan(value: unknown): PricingPlanData | null {
  const parsed = pricingPlanDataSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
