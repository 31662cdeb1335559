import type { PricingPlanData } from './payments-api.ts';
import { PAYMENTS_MESSAGES } from './payments-messages.ts';
import { planCurrencyFor } from './plan-pricing.ts';

/** Who the organization is now, from its stored step-0 form. */
type PayingOrganization = { country_code: string; is_grant_program: boolean };

/**
 * Whether the recorded payment settles the plan of the organization as it stands now
 * (docs/product/plans-and-checkout.md#what-counts-as-a-plan): it was paid in the plan currency of
 * the organization's current country, and it is a plan — or a verification donation while the
 * organization is still a grant program. A donation made for a grant program that was then
 * unticked, or a payment in another country's currency, settles nothing.
 */
export function isPlanPurchaseValid(
  plan: PricingPlanData | null | undefined,
  organization: PayingOrganization,
): boolean {
  if (!plan?.is_plan_purchased) return false;
  if (plan.currency !== planCurrencyFor(organization.country_code)) return false;
  return plan.plan_type !== 'donation' || organization.is_grant_program;
}

/**
 * Why a page-1 save may not move the organization to `countryCode`, or null when it may
 * (docs/product/plans-and-checkout.md#what-counts-as-a-plan): once anything is paid, the country
 * may change only to one whose plans are priced in the currency it was paid in.
 */
export function countryChangeRefusal(
  plan: PricingPlanData | null | undefined,
  countryCode: string,
): string | null {
  if (!plan?.is_plan_purchased) return null;
  const wanted = planCurrencyFor(countryCode);
  return plan.currency === wanted
    ? null
    : PAYMENTS_MESSAGES.countryLockedByPayment(plan.currency, wanted);
}
