import type { MyOrganization } from '@givecrowd/shared/account/account-api';

/**
 * The onboarding wizard reloads a draft by its slug and continues at its saved step
 * (docs/product/wizard.md#saving-and-reloading).
 */
export function continueOnboardingPath(organization: Pick<MyOrganization, 'slug'>): string {
  return `/organization/partner-onboarding?slug=${encodeURIComponent(organization.slug)}`;
}
