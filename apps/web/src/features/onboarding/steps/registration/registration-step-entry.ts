import { validateRegistrationStep } from '@givecrowd/shared/organization/validate-registration-step';
import { isLockedBy } from '@/features/onboarding/review-request';
import type { WizardStepEntry } from '@/features/onboarding/steps/wizard-step-entry';
import { isAdminVerifiedFor } from '@/features/onboarding/wizard-storage';
import { localToday } from '@/lib/local-today';
import { RegistrationStep } from './registration-step';
import { signatoryPhone } from './signatory-phone';
import { useSaveRegistrationStep } from './use-save-registration-step';

/**
 * Step 0, Registration (docs/product/wizard.md#step-0-registration). Next runs the ordered rules
 * first; the phone counts as verified here when this browser verified it, or when a reviewer's
 * request leaves the signatory's phone and email as they were verified before submitting (the
 * server decides from its own record).
 */
export const registrationStep: WizardStepEntry = {
  Component: RegistrationStep,
  validate: (values, { countries, request }) => {
    const phone = signatoryPhone(values, countries);
    const isPhoneAsSubmitted =
      isLockedBy(request, 'organization_admin_phone') &&
      isLockedBy(request, 'organization_admin_email');
    const result = validateRegistrationStep({
      form: values,
      isAdminPhoneVerified:
        isPhoneAsSubmitted || isAdminVerifiedFor(phone, values.organization_admin_email),
      today: localToday(),
    });
    return result.ok ? [] : result.errors;
  },
  useSave: useSaveRegistrationStep,
};
