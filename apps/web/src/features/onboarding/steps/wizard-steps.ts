import { WIZARD_STEPS, type WizardStepKey } from '@givecrowd/shared/organization/wizard-steps';
import { registrationStep } from './registration/registration-step-entry';
import { StepPlaceholder } from './step-placeholder';
import { websiteStep } from './website/website-step-entry';
import type { OnboardingStep, WizardStepEntry } from './wizard-step-entry';

/**
 * One entry per shared step (docs/product/wizard.md#steps). Step 2 is not built: it shows the
 * placeholder and has no save (docs/product/wizard.md#step-2).
 */
const ENTRIES: Record<WizardStepKey, WizardStepEntry> = {
  registration: registrationStep,
  createWebsite: websiteStep,
  verifyPayments: { Component: StepPlaceholder },
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
