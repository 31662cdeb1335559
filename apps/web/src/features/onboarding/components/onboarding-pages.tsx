import { useTranslation } from 'react-i18next';
import { OnboardingWizard } from './onboarding-wizard';

/**
 * `/organization/create`, the Create Organization page
 * (docs/product/routes-and-screens.md#routes).
 */
export function CreateOrganizationPage() {
  const { t } = useTranslation();
  return <OnboardingWizard title={t('pages.createOrganization')} />;
}

/** `/organization/partner-onboarding`: the same wizard. */
export function PartnerOnboardingPage() {
  const { t } = useTranslation();
  return <OnboardingWizard title={t('pages.partnerOnboarding')} />;
}
