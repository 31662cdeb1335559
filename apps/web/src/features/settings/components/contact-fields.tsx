import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SettingsForm } from './settings-form';

/** The public contact details, under the wizard's own labels. */
export function ContactFields({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        {...form.getInputProps('organization_email')}
        type="email"
        label={t('onboarding.email')}
        required
      />
      <TextInput
        {...form.getInputProps('organization_phone')}
        type="tel"
        label={t('onboarding.phone')}
        required
      />
      <TextInput
        {...form.getInputProps('organization_address_line_1')}
        label={t('onboarding.address1')}
        required
      />
      <TextInput
        {...form.getInputProps('organization_address_line_2')}
        label={t('onboarding.address2')}
      />
      <TextInput
        {...form.getInputProps('organization_city')}
        label={t('onboarding.city')}
        required
      />
    </SimpleGrid>
  );
}
