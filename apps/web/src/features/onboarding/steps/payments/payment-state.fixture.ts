import type { DraftPaymentState } from '@givecrowd/shared/payments/payments-api';

/** Test data: a draft's payment state before step 2 — no account, no plan, nothing waived. */
export const noPaymentState: DraftPaymentState = {
  payment_provider: null,
  stripe_account_id: null,
  payment_onboarded: false,
  pricing_plan_data: null,
  plan_waived: false,
};
