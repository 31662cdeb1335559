import { WIZARD_STEPS, type WizardStepKey } from '@givecrowd/shared/organization/wizard-steps';
import { paymentsStep } from './payments/payments-step-entry';
import { registrationStep } from './registration/registration-step-entry';
import { websiteStep } from './website/website-step-entry';
import type { OnboardingStep, WizardStepEntry } from './wizard-step-entry';

/** One entry per shared step (docs/product/wizard.md#steps). */
const ENTRIES: Record<WizardStepKey, WizardStepEntry> = {
  registration: registrationStep,
  createWebsite: websiteStep,
  verifyPayments: paymentsStep,
};

/** The wizard's steps in order: each shared step with its screen, rules and save. */
export const STEPS: readonly OnboardingStep[] = WIZARD_STEPS.map((step) => ({
  ...step,
  ...ENTRIES[step.key],
}));

/** The step at `index`; the wizard keeps its index within the steps. */
export function stepAt(index: number): OnboardingStep {
  const step = STEPS[index];
  if (!step) throw new Error(`The wizard has no step ${index}.`);
  return step;
}
