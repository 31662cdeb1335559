import {
  NDEP_PROGRAM,
  PROGRAM_OPTIONS,
  type RegistrationForm,
} from '@givecrowd/shared/organization/registration-form';
import { Checkbox, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldId, type RegistrationFormApi } from '../use-registration-form';

/**
 * Spec §3 Programs and §4: the grant program, its program (Giving Tuesday shown disabled), then
 * for NDEP either 'agreement already signed' with its link, or the consent checkbox.
 */
export function GrantProgramFields({ formApi }: { formApi: RegistrationFormApi }) {
  const { t } = useTranslation();
  const { form, update, errorOf } = formApi;
  const isNdep = form.is_grant_program && form.organization_program === NDEP_PROGRAM;

  return (
    <Stack gap="sm">
      <Checkbox
        id={fieldId('is_grant_program')}
        label={t('onboarding.grant.label')}
        description={t('onboarding.grant.hint')}
        checked={form.is_grant_program}
        onChange={(event) => update({ is_grant_program: event.currentTarget.checked })}
      />
      {form.is_grant_program && (
        <Select
          id={fieldId('organization_program')}
          label={t('onboarding.grant.program')}
          required
          data={PROGRAM_OPTIONS.map((program) => ({ ...program }))}
          value={form.organization_program || null}
          onChange={(value) =>
            update({
              organization_program: (value ?? '') as RegistrationForm['organization_program'],
            })
          }
          error={errorOf('organization_program')}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {isNdep && (
        <>
          <Checkbox
            id={fieldId('is_agreement_signed')}
            label={t('onboarding.grant.agreementSigned')}
            checked={form.is_agreement_signed}
            onChange={(event) => update({ is_agreement_signed: event.currentTarget.checked })}
          />
          {form.is_agreement_signed ? (
            <TextInput
              id={fieldId('agreement_link')}
              type="url"
              label={t('onboarding.grant.agreementLink')}
              required
              value={form.agreement_link}
              onChange={(event) => update({ agreement_link: event.currentTarget.value })}
              error={errorOf('agreement_link')}
            />
          ) : (
            <Checkbox
              id={fieldId('grant_consent')}
              label={t('onboarding.grant.consent')}
              checked={form.grant_consent}
              onChange={(event) => update({ grant_consent: event.currentTarget.checked })}
              error={errorOf('grant_consent')}
            />
          )}
        </>
      )}
    </Stack>
  );
}
