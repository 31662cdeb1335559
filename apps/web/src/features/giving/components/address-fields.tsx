import { Fieldset, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { DonationFormValues } from '@/features/giving/donation-form-values';
import { CountrySelect } from './country-select';

/** The donor's address, where a receipt or Gift Aid needs it (Form 10BD, HMRC). */
export function AddressFields({ form }: { form: UseFormReturnType<DonationFormValues> }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('giving.form.address')} variant="unstyled">
      <Stack gap="md">
        <TextInput
          label={t('giving.form.addressLine1')}
          autoComplete="address-line1"
          required
          {...form.getInputProps('address_line_1')}
        />
        <TextInput
          label={t('giving.form.addressLine2')}
          autoComplete="address-line2"
          {...form.getInputProps('address_line_2')}
        />
        <TextInput
          label={t('giving.form.city')}
          autoComplete="address-level2"
          required
          {...form.getInputProps('address_city')}
        />
        <TextInput
          label={t('giving.form.postalCode')}
          autoComplete="postal-code"
          required
          {...form.getInputProps('address_postal_code')}
        />
        <CountrySelect form={form} field="address_country" label={t('giving.form.country')} />
      </Stack>
    </Fieldset>
  );
}
