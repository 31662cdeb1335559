import { hasRegion, postalLabelsOf } from '@givecrowd/shared/organization/postal-address';
import type { WizardValues } from '@givecrowd/shared/organization/wizard-form';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/**
 * The organization's postal address, in step 0 and in the settings: the region and postal code
 * named as its country names them, the region left out where there is none
 * (docs/product/addresses.md).
 */
export function OrganizationAddressFields({ form }: { form: UseFormReturnType<WizardValues> }) {
  const { t } = useTranslation();
  const countryCode = form.values.country_code;
  const labels = postalLabelsOf(countryCode);
  return (
    <>
      <TextInput
        {...form.getInputProps('organization_address_line_1')}
        label={t('onboarding.address1')}
        required
        autoComplete="address-line1"
      />
      <TextInput
        {...form.getInputProps('organization_address_line_2')}
        label={t('onboarding.address2')}
        autoComplete="address-line2"
      />
      <SimpleGrid cols={{ base: 1, sm: hasRegion(countryCode) ? 3 : 2 }}>
        <TextInput
          {...form.getInputProps('organization_city')}
          label={t('onboarding.city')}
          autoComplete="address-level2"
        />
        {hasRegion(countryCode) && (
          <TextInput
            {...form.getInputProps('organization_state')}
            label={t(`onboarding.postalAddress.${labels.region}`)}
            autoComplete="address-level1"
          />
        )}
        <TextInput
          {...form.getInputProps('organization_postal_code')}
          label={t(`onboarding.postalAddress.${labels.postalCode}`)}
          autoComplete="postal-code"
          inputMode={countryCode === 'IN' || countryCode === 'SG' ? 'numeric' : undefined}
        />
      </SimpleGrid>
    </>
  );
}
