import { Fieldset, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from './country-select';
import { FormTextInput } from './donor-fields';

/** The donor's address, where a receipt or Gift Aid needs it (Form 10BD, HMRC). */
export function AddressFields({ country }: { country: string }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('giving.form.address')} variant="unstyled">
      <Stack gap="md">
        <FormTextInput
          field="address_line_1"
          label={t('giving.form.addressLine1')}
          autoComplete="address-line1"
          required
        />
        <FormTextInput
          field="address_line_2"
          label={t('giving.form.addressLine2')}
          autoComplete="address-line2"
        />
        <FormTextInput
          field="address_city"
          label={t('giving.form.city')}
          autoComplete="address-level2"
          required
        />
        <FormTextInput
          field="address_postal_code"
          label={t('giving.form.postalCode')}
          autoComplete="postal-code"
          required
        />
        <CountrySelect field="address_country" label={t('giving.form.country')} initial={country} />
      </Stack>
    </Fieldset>
  );
}
