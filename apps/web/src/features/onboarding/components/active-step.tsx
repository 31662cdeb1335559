import { LAST_STEP_INDEX } from '@givecrowd/shared/organization/wizard-steps';
import { Button, Group, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type {
  OnboardingStep,
  SavedDraftPage,
  StepSave,
} from '@/features/onboarding/steps/wizard-step-entry';
import type { WizardForm } from '@/features/onboarding/use-wizard-form';

export type SaveOptions = {
  /** Next moves on; step 2's Save draft stays. */
  advance: boolean;
  onSaved?: (page: SavedDraftPage) => void;
};

type ActiveStepProps = {
  step: OnboardingStep;
  index: number;
  form: WizardForm;
  slug: string | null;
  isLoadingDraft: boolean;
  /** A submitted organization: Next only moves on, and there is nothing to submit. */
  isReadOnly: boolean;
  onBack: () => void;
  onSave: (save: StepSave, options: SaveOptions) => void;
  onSubmit: (submit: StepSave) => void;
};

/**
 * The current step's screen, then Back and Next (Submit on the last step). Keyed by step, so each
 * step's own save hooks are called by a component of its own; a step without a save keeps Next
 * (and the last step without a submit keeps Submit) disabled.
 */
export function ActiveStep({
  step,
  index,
  form,
  slug,
  isLoadingDraft,
  isReadOnly,
  onBack,
  onSave,
  onSubmit,
}: ActiveStepProps) {
  const { t } = useTranslation();
  const save = step.useSave?.();
  const submit = step.submit?.useSave();
  const isLast = index === LAST_STEP_INDEX;
  const primary = isLast ? submit : save;
  const goOn = () => {
    if (isLast) return submit && onSubmit(submit);
    return save && onSave(save, { advance: true });
  };
  return (
    <>
      {isLoadingDraft ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('onboarding.loadingDraft')} />
        </Group>
      ) : (
        <step.Component
          form={form}
          slug={slug}
          saveDraft={(onSaved) => save && onSave(save, { advance: false, onSaved })}
          isSaving={save?.isPending ?? false}
          isReadOnly={isReadOnly}
        />
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={index === 0}>
          {t('onboarding.back')}
        </Button>
        {!(isLast && isReadOnly) && (
          <Button
            onClick={goOn}
            loading={primary?.isPending}
            // Submit waits for a Save draft under way, so the two never race for the version.
            disabled={!primary || isLoadingDraft || (isLast && save?.isPending)}
          >
            {isLast ? t('onboarding.submit') : t('onboarding.next')}
          </Button>
        )}
      </Group>
    </>
  );
}
