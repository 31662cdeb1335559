import type { DraftOrganization } from '@givecrowd/shared/organization/draft-api';
import type { WizardValues } from '@givecrowd/shared/organization/wizard-form';
import { isIndiaOrganization } from '@givecrowd/shared/payments/payments-rules';
import { isPlanPurchaseValid } from '@givecrowd/shared/payments/plan-purchase';

type PaymentState =
  | Pick<
      DraftOrganization,
      'pricing_plan_data' | 'plan_waived' | 'country_code' | 'is_grant_program'
    >
  | undefined;

/**
 * A plan, or a grant program's verification donation, confirmed by the provider — and counting
 * for the draft as it is saved (docs/product/plans-and-checkout.md#what-counts-as-a-plan).
 */
export const isPlanPurchased = (draft: PaymentState) =>
  draft !== undefined && isPlanPurchaseValid(draft.pricing_plan_data, draft);

/** Nothing is left to buy: a purchased plan, or an owner whose email waives it. */
export const isPlanSettled = (draft: PaymentState) =>
  isPlanPurchased(draft) || draft?.plan_waived === true;

/**
 * An Indian grant-program application verifies its payment method with a donation instead of a
 * plan (docs/product/plans-and-checkout.md#grant-verification-donation).
 */
export const usesGrantCheckout = (values: WizardValues) =>
  isIndiaOrganization(values) && values.is_grant_program;

/** The grant flow's checkout route (docs/product/routes-and-screens.md#routes). */
export function grantCheckoutPath(slug: string): string {
  const query = new URLSearchParams({ slug, type: 'organization' });
  return `/popup-checkout?${query}`;
}
