import { paymentsFormSchema } from '@givecrowd/shared/payments/payments-form';
import { useMutation } from '@tanstack/react-query';
import { savePaymentsPage } from '@/features/onboarding/api/save-payments-page';
import { submitOrganization } from '@/features/onboarding/api/submit-organization';
import type { StepSave, StepSaveInput } from '@/features/onboarding/steps/wizard-step-entry';

/** Step 2 is reached only once pages 1 and 2 are saved, so a draft always exists here. */
const NO_DRAFT = 'Save the Registration step first.';

/** Step 2's own fields with the draft's slug and the version last read. */
function paymentsPage({ values, slug, version }: StepSaveInput) {
  if (!slug) throw new Error(NO_DRAFT);
  return { ...paymentsFormSchema.parse(values), slug, version };
}

/**
 * Step 2's Save draft saves draft page 3 (docs/product/wizard.md#steps). The wizard shows a
 * refusal itself: the banner, and the field the server named marked.
 */
export function useSavePaymentsStep(): StepSave {
  return useMutation({
    mutationFn: (input: StepSaveInput) => savePaymentsPage(paymentsPage(input)),
    meta: { errorBanner: false },
  });
}

/** Submit saves page 4, which the server checks with the final rules and submits. */
export function useSubmitPaymentsStep(): StepSave {
  return useMutation({
    mutationFn: (input: StepSaveInput) => submitOrganization(paymentsPage(input)),
    meta: { errorBanner: false },
  });
}
