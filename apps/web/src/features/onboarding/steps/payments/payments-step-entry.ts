import { validatePaymentsStep, validateSubmit } from '@givecrowd/shared/payments/payments-rules';
import type { WizardStepEntry } from '@/features/onboarding/steps/wizard-step-entry';
import { PaymentsStep } from './payments-step';
import { useSavePaymentsStep, useSubmitPaymentsStep } from './use-save-payments-step';

/**
 * Step 2 of the wizard (docs/product/wizard.md#steps). Save draft checks the bank accounts and
 * saves page 3; Submit adds the final rules, read here from the draft as last loaded (the server
 * decides from its own records).
 */
export const paymentsStep: WizardStepEntry = {
  Component: PaymentsStep,
  validate: (values) => validatePaymentsStep(values, values),
  useSave: useSavePaymentsStep,
  submit: {
    validate: (values, draft) =>
      validateSubmit(values, {
        ...values,
        pricingPlan: draft?.pricing_plan_data ?? null,
        isPlanWaived: draft?.plan_waived ?? false,
        hasPaymentAccount: Boolean(draft?.stripe_account_id),
      }),
    useSave: useSubmitPaymentsStep,
  },
};
