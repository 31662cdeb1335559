import {
  PLAN_CHOICE_STORAGE_KEY,
  type PlanChoice,
  planChoiceSchema,
} from '@givecrowd/shared/payments/payments-api';

/**
 * The chosen plan travels to the checkout route in sessionStorage
 * (docs/product/plans-and-checkout.md#choosing-a-plan): this tab only, gone with it.
 */
export function storePlanChoice(choice: PlanChoice): void {
  sessionStorage.setItem(PLAN_CHOICE_STORAGE_KEY, JSON.stringify(choice));
}

/** The stored choice, or null when there is none or it is not one. */
export function readPlanChoice(): PlanChoice | null {
  const stored = sessionStorage.getItem(PLAN_CHOICE_STORAGE_KEY);
  if (!stored) return null;
  try {
    const parsed = planChoiceSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The plan checkout route for a choice (docs/product/routes-and-screens.md#routes). */
export function planCheckoutPath(choice: PlanChoice, countryCode: string): string {
  const query = new URLSearchParams({
    planCurrency: choice.currency,
    isRecurring: String(choice.plan_type === 'recurring'),
    orgCountry: countryCode,
  });
  return `/pricing-plan-checkout?${query}`;
}
