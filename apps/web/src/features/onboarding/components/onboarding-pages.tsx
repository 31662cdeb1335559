import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  CHECKOUT_CANCELLED_PARAM,
  CHECKOUT_PARAM,
} from '@/features/onboarding/steps/payments/use-checkout-return';
import {
  readWizardPage,
  storeWizardPage,
  type WizardPage,
} from '@/features/onboarding/wizard-storage';
import { OnboardingWizard } from './onboarding-wizard';

/** The wizard under the title of the page the person opened, remembered for this tab. */
function WizardPageOf({ page }: { page: WizardPage }) {
  const { t } = useTranslation();
  useEffect(() => storeWizardPage(page), [page]);
  return <OnboardingWizard title={t(`pages.${page}`)} />;
}

/**
 * `/organization/create`, the Create Organization page
 * (docs/product/routes-and-screens.md#routes).
 */
export function CreateOrganizationPage() {
  return <WizardPageOf page="createOrganization" />;
}

/**
 * `/organization/partner-onboarding`: the same wizard. A checkout returns here whichever page it
 * left from, so back from one the wizard keeps the title it had (docs/product/wizard.md#steps).
 */
export function PartnerOnboardingPage() {
  const [searchParams] = useSearchParams();
  const [page] = useState<WizardPage>(() =>
    searchParams.has(CHECKOUT_PARAM) || searchParams.has(CHECKOUT_CANCELLED_PARAM)
      ? (readWizardPage() ?? 'partnerOnboarding')
      : 'partnerOnboarding',
  );
  return <WizardPageOf page={page} />;
}
