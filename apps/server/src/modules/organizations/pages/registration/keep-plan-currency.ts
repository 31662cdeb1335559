import { countryChangeRefusal } from '@givecrowd/shared/payments/plan-purchase';
import { AppError } from '@/lib/errors.ts';
import { storedPricingPlan } from '@/modules/organizations/pages/payments/stored-pricing-plan.ts';
import type { Organization } from '@/modules/organizations/repository.ts';

/**
 * Once anything is paid, the country may change only to one whose plans are priced in the
 * currency it was paid in (docs/product/plans-and-checkout.md#what-counts-as-a-plan): otherwise
 * 400 with the message at the country field, and nothing is saved.
 */
export function assertPlanCurrencyKept({
  organization,
  countryCode,
}: {
  /** The draft as stored, locked by the save. */
  organization: Organization;
  countryCode: string;
}): void {
  const message = countryChangeRefusal(storedPricingPlan(organization.pricingPlan), countryCode);
  if (message) {
    throw new AppError('bad_request', message, { errors: [{ field: 'country_code', message }] });
  }
}
