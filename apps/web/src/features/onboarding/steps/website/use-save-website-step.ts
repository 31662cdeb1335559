import { websiteFormSchema } from '@givecrowd/shared/organization/website-form';
import { useMutation } from '@tanstack/react-query';
import { saveWebsitePage } from '@/features/onboarding/api/save-website-page';
import type { StepSave, StepSaveInput } from '@/features/onboarding/steps/wizard-step-entry';

/** Step 1 is reached only once page 1 is saved, so a draft always exists here. */
const NO_DRAFT = 'Save the Registration step first.';

/**
 * Step 1's Next saves draft page 2: the step's own fields with the draft's slug and the version
 * last read (docs/product/wizard.md#step-1-create-website).
 */
export function useSaveWebsiteStep(): StepSave {
  return useMutation({
    mutationFn: ({ values, slug, version }: StepSaveInput) => {
      if (!slug) throw new Error(NO_DRAFT);
      return saveWebsitePage({ ...websiteFormSchema.parse(values), slug, version });
    },
    meta: { errorBanner: false },
  });
}
