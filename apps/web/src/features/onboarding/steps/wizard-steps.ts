import { WIZARD_STEPS, type WizardStepKey } from '@givecrowd/shared/organization/wizard-steps';
import { registrationStep } from './registration/registration-step-entry';
import { StepPlaceholder } from './step-placeholder';
import type { OnboardingStep, WizardStepEntry } from './wizard-step-entry';

/**
 * One entry per shared step (docs/product/wizard.md#steps). Steps 1 and 2 are not built: they
 * show the placeholder and have no save (docs/product/wizard.md#steps-1-and-2).
 */
const ENTRIES: Record<WizardStepKey, WizardStepEntry> = {
  registration: registrationStep,
  createWebsite: { Component: StepPlaceholder },
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
