/**
 * The organization wizard's steps, in order (docs/product/wizard.md#steps). Step `index` saves
 * draft page `index + 1`; the final submit saves page `SUBMIT_PAGE`.
 */
export const WIZARD_STEPS = [
  { key: 'registration', page: 1, title: 'Registration' },
  { key: 'createWebsite', page: 2, title: 'Create website' },
  { key: 'verifyPayments', page: 3, title: 'Verify payments' },
] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number];
export type WizardStepKey = WizardStep['key'];

export const LAST_STEP_INDEX = WIZARD_STEPS.length - 1;

/** The page the final submit saves; the draft is then complete. */
export const SUBMIT_PAGE = WIZARD_STEPS.length + 1;

/**
 * The step a draft continues at: the one after its last saved page, within the steps (nothing
 * saved → the first step; page 1 saved → step 1; every page saved → the last step).
 */
export function stepIndexForProgress(progressPage: number): number {
  if (!Number.isInteger(progressPage)) return 0;
  return Math.min(Math.max(progressPage, 0), LAST_STEP_INDEX);
}
