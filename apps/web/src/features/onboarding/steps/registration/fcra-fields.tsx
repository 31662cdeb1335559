import { FCRA_NUMBER_DIGITS } from '@givecrowd/shared/constants';
import { toggleFcra } from '@givecrowd/shared/organization/clear-registration-fields';
import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { applyChange, type WizardForm } from '@/features/onboarding/use-wizard-form';
import { localToday } from '@/lib/local-today';

/** FCRA (India NGOs): a check, the 9-digit number and the registration date. */
export function FcraFields({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Checkbox
        {...form.getInputProps('organization_fcra_check', { type: 'checkbox' })}
        label={t('onboarding.fcra.label')}
        onChange={() => applyChange(form, toggleFcra)}
      />
      {form.values.organization_fcra_check && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.getInputProps('organization_fcra_number')}
            label={t('onboarding.fcra.number')}
            required
            inputMode="numeric"
            maxLength={FCRA_NUMBER_DIGITS}
            onChange={(event) =>
              form.setFieldValue(
                'organization_fcra_number',
                event.currentTarget.value.replace(/\D/g, ''),
              )
            }
          />
          <TextInput
            {...form.getInputProps('organization_fcra_registration_date')}
            type="date"
            label={t('onboarding.fcra.date')}
            required
            max={localToday()}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
