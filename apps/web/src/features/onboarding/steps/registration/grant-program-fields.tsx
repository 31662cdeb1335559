import {
  NDEP_PROGRAM,
  PROGRAM_OPTIONS,
  type RegistrationForm,
} from '@givecrowd/shared/organization/registration-form';
import { Checkbox, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WizardForm } from '@/features/onboarding/use-wizard-form';

/**
 * The grant program, its program (Giving Tuesday shown disabled), then for NDEP either 'agreement
 * already signed' with its link, or the consent checkbox
 * (docs/product/wizard.md#step-0-registration).
 */
export function GrantProgramFields({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const { values } = form;
  const isNdep = values.is_grant_program && values.organization_program === NDEP_PROGRAM;

  return (
    <Stack gap="sm">
      <Checkbox
        {...form.getInputProps('is_grant_program', { type: 'checkbox' })}
        label={t('onboarding.grant.label')}
        description={t('onboarding.grant.hint')}
      />
      {values.is_grant_program && (
        <Select
          {...form.getInputProps('organization_program')}
          label={t('onboarding.grant.program')}
          required
          data={PROGRAM_OPTIONS.map((program) => ({ ...program }))}
          value={values.organization_program || null}
          onChange={(value) =>
            form.setFieldValue(
              'organization_program',
              (value ?? '') as RegistrationForm['organization_program'],
            )
          }
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {isNdep && (
        <>
          <Checkbox
            {...form.getInputProps('is_agreement_signed', { type: 'checkbox' })}
            label={t('onboarding.grant.agreementSigned')}
          />
          {values.is_agreement_signed ? (
            <TextInput
              {...form.getInputProps('agreement_link')}
              type="url"
              label={t('onboarding.grant.agreementLink')}
              required
            />
          ) : (
            <Checkbox
              {...form.getInputProps('grant_consent', { type: 'checkbox' })}
              label={t('onboarding.grant.consent')}
            />
          )}
        </>
      )}
    </Stack>
  );
}
