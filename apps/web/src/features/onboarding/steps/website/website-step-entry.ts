import { validateWebsiteStep } from '@givecrowd/shared/organization/website-rules';
import type { WizardStepEntry } from '@/features/onboarding/steps/wizard-step-entry';
import { useSaveWebsiteStep } from './use-save-website-step';
import { WebsiteStep } from './website-step';

/** Step 1, Create website (docs/product/wizard.md#step-1-create-website). */
export const websiteStep: WizardStepEntry = {
  Component: WebsiteStep,
  validate: (values) => validateWebsiteStep(values),
  useSave: useSaveWebsiteStep,
};
