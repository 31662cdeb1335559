import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SettingsForm } from './settings-form';

/** The organization's name and registration, under the wizard's own labels. */
export function IdentityFields({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const isIndia = form.values.country_code === 'IN';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        {...form.getInputProps('organization_name')}
        label={t('onboarding.name.label')}
        required
      />
      <TextInput
        {...form.getInputProps('organization_registeration_number')}
        label={t('onboarding.registrationNumber')}
        required={isIndia}
      />
      {isIndia && (
        <TextInput
          {...form.getInputProps('organization_pan_card_number')}
          label={t('onboarding.pan')}
          required
        />
      )}
    </SimpleGrid>
  );
}
