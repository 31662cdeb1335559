import type { DonationForm } from '@givecrowd/shared/giving/giving-api';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  type DonationFormValues,
  isIndianOrganization,
} from '@/features/giving/donation-form-values';
import { CountrySelect } from './country-select';

type DonorFieldsProps = { form: UseFormReturnType<DonationFormValues>; donationForm: DonationForm };

/**
 * Who gives: name, email and phone; in India also whether they are an Indian citizen (else
 * their passport and nationality, the FCRA record) and their PAN, shown upper case.
 */
export function DonorFields({ form, donationForm }: DonorFieldsProps) {
  const { t } = useTranslation();
  const inIndia = isIndianOrganization(donationForm);
  return (
    <Stack gap="md">
      <TextInput
        label={t('giving.form.name')}
        autoComplete="name"
        required
        {...form.getInputProps('donor_name')}
      />
      <TextInput
        type="email"
        label={t('giving.form.email')}
        description={t('giving.form.emailHint')}
        autoComplete="email"
        required
        {...form.getInputProps('donor_email')}
      />
      <TextInput
        type="tel"
        label={t('giving.form.phone')}
        autoComplete="tel"
        {...form.getInputProps('donor_phone')}
      />
      {inIndia && (
        <>
          <Checkbox
            label={t('giving.form.indianCitizen')}
            {...form.getInputProps('is_indian_citizen', { type: 'checkbox' })}
          />
          {!form.values.is_indian_citizen && (
            <>
              <TextInput
                label={t('giving.form.passport')}
                autoComplete="off"
                required
                {...form.getInputProps('donor_passport')}
              />
              <CountrySelect
                form={form}
                field="donor_nationality"
                label={t('giving.form.nationality')}
              />
            </>
          )}
          <TextInput
            label={t('giving.form.pan')}
            description={donationForm.has_tax_exemption ? t('giving.form.panHint') : undefined}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={10}
            {...form.getInputProps('donor_pan')}
            onChange={(event) =>
              form.setFieldValue('donor_pan', event.currentTarget.value.toUpperCase())
            }
          />
        </>
      )}
    </Stack>
  );
}
