import { FCRA_NUMBER_DIGITS } from '@givecrowd/shared/constants';
import { toggleFcra } from '@givecrowd/shared/organization/clear-registration-fields';
import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldId, localToday, type RegistrationFormApi } from '../use-registration-form';

/** Spec §3 FCRA (India NGOs): a check, the 9-digit number and the registration date. */
export function FcraFields({ formApi }: { formApi: RegistrationFormApi }) {
  const { t } = useTranslation();
  const { form, change, update, errorOf } = formApi;
  return (
    <Stack gap="sm">
      <Checkbox
        id={fieldId('organization_fcra_check')}
        label={t('onboarding.fcra.label')}
        checked={form.organization_fcra_check}
        onChange={() => change(toggleFcra)}
      />
      {form.organization_fcra_check && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            id={fieldId('organization_fcra_number')}
            label={t('onboarding.fcra.number')}
            required
            inputMode="numeric"
            maxLength={FCRA_NUMBER_DIGITS}
            value={form.organization_fcra_number}
            onChange={(event) =>
              update({ organization_fcra_number: event.currentTarget.value.replace(/\D/g, '') })
            }
            error={errorOf('organization_fcra_number')}
          />
          <TextInput
            id={fieldId('organization_fcra_registration_date')}
            type="date"
            label={t('onboarding.fcra.date')}
            required
            max={localToday()}
            value={form.organization_fcra_registration_date}
            onChange={(event) =>
              update({ organization_fcra_registration_date: event.currentTarget.value })
            }
            error={errorOf('organization_fcra_registration_date')}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
