import { labelOfField } from '@givecrowd/shared/organization/field-labels';
import { WIZARD_STEPS } from '@givecrowd/shared/organization/wizard-steps';
import { stepOfItem } from '@givecrowd/shared/review/review-fields';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/lib/use-message';

/**
 * A field of the wizard by the name shared gives it, and a requested document as 'Document:
 * {name}', in the current language: for the review console and the organization's list of
 * requested fields (docs/product/messages-and-languages.md#field-names).
 */
export function useFieldLabel(): (field: string) => string {
  const translate = useMessage();
  return useCallback((field: string) => labelOfField(field, translate), [translate]);
}

/** The name of the wizard step that holds `field` (a requested document's: Registration). */
export function useStepName(): (field: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (field: string) => {
      const step = WIZARD_STEPS[stepOfItem(field)] ?? WIZARD_STEPS[0];
      return t(`onboarding.steps.${step.key}`);
    },
    [t],
  );
}
