import type { MyOrganization } from '@givecrowd/shared/auth/account';

export const WIZARD_STEPS = 3;

/** The wizard step a draft continues at: one past its last saved page, within the 3 steps. */
export function nextWizardStep(organization: Pick<MyOrganization, 'progress_page'>): number {
  return Math.min(organization.progress_page + 1, WIZARD_STEPS);
}

/** The onboarding wizard reloads a draft by its slug (spec §4), at the saved step. */
export function continueOnboardingPath(organization: Pick<MyOrganization, 'slug'>): string {
  return `/organization/partner-onboarding?slug=${encodeURIComponent(organization.slug)}`;
}
