import { Stepper, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STEPS } from '@/features/onboarding/steps/wizard-steps';

/**
 * The three steps (docs/product/wizard.md#steps). A step whose page is saved shows its check mark
 * wherever the person is; `active` past the last step (the success screen) shows them all done.
 */
export function WizardStepper({ active, progressPage }: { active: number; progressPage: number }) {
  const { t } = useTranslation();
  const isNarrow = useMediaQuery('(max-width: 36em)');
  return (
    <Stepper
      active={active}
      size={isNarrow ? 'xs' : 'sm'}
      iconSize={isNarrow ? 28 : undefined}
      wrap={false}
      // On a phone each label goes under its icon, so the three steps fit 320 px.
      labelPosition={isNarrow ? 'bottom' : 'right'}
      styles={isNarrow ? { separator: { marginInline: 'var(--mantine-spacing-xs)' } } : undefined}
    >
      {STEPS.map(({ key, page }, index) => {
        const isSaved = page <= progressPage;
        return (
          <Stepper.Step
            key={key}
            label={
              <>
                {t(`onboarding.steps.${key}`)}
                {isSaved && <VisuallyHidden>, {t('onboarding.stepSaved')}</VisuallyHidden>}
              </>
            }
            icon={isSaved ? <IconCheck size={16} stroke={3} aria-hidden /> : undefined}
            aria-current={index === active ? 'step' : undefined}
          />
        );
      })}
    </Stepper>
  );
}
