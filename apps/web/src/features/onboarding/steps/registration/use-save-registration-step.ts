import { useMutation } from '@tanstack/react-query';
import { saveRegistrationPage } from '@/features/onboarding/api/save-registration-page';
import type { StepSave, StepSaveInput } from '@/features/onboarding/steps/wizard-step-entry';
import { localToday } from '@/lib/local-today';

/**
 * Step 0's Next saves draft page 1: the form with the browser's today, and once the draft exists
 * its slug and the version last read (docs/product/wizard.md#saving-and-reloading). The wizard
 * shows a refusal itself: the banner, and the field the server named marked.
 */
export function useSaveRegistrationStep(): StepSave {
  return useMutation({
    mutationFn: ({ values, slug, version }: StepSaveInput) =>
      saveRegistrationPage({ ...values, ...(slug ? { slug, version } : {}), today: localToday() }),
    meta: { errorBanner: false },
  });
}
