import type { DonationForm } from '@givecrowd/shared/giving/giving-api';
import { Checkbox, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isIndianOrganization } from '@/features/giving/donation-form-values';
import { type DonationFormField, fieldIdOf } from '@/features/giving/donation-page-data';
import { CountrySelect } from './country-select';
import { FieldError } from './field-error';

/** A text field of the form, named and identified by its value, with its message. */
export function FormTextInput({
  field,
  ...props
}: TextInputProps & { field: DonationFormField; label: string }) {
  return (
    <div data-field={field}>
      <TextInput id={fieldIdOf(field)} name={field} {...props} />
      <FieldError field={field} />
    </div>
  );
}

/**
 * Who gives: name, email and phone; in India also whether they are an Indian citizen (else
 * their passport and nationality, the FCRA record, shown by the script) and their PAN, shown
 * upper case.
 */
export function DonorFields({ donationForm }: { donationForm: DonationForm }) {
  const { t } = useTranslation();
  const inIndia = isIndianOrganization(donationForm);
  return (
    <Stack gap="md">
      <FormTextInput
        field="donor_name"
        label={t('giving.form.name')}
        autoComplete="name"
        required
      />
      <FormTextInput
        field="donor_email"
        type="email"
        label={t('giving.form.email')}
        description={t('giving.form.emailHint')}
        autoComplete="email"
        required
      />
      <FormTextInput
        field="donor_phone"
        type="tel"
        label={t('giving.form.phone')}
        autoComplete="tel"
      />
      {inIndia && (
        <>
          <div data-field="is_indian_citizen">
            <Checkbox
              id={fieldIdOf('is_indian_citizen')}
              name="is_indian_citizen"
              label={t('giving.form.indianCitizen')}
              defaultChecked
            />
            <FieldError field="is_indian_citizen" />
          </div>
          <Stack gap="md" data-shown-when="foreign-citizen" hidden>
            <FormTextInput
              field="donor_passport"
              label={t('giving.form.passport')}
              autoComplete="off"
              required
            />
            <CountrySelect
              field="donor_nationality"
              label={t('giving.form.nationality')}
              initial=""
            />
          </Stack>
          <FormTextInput
            field="donor_pan"
            label={t('giving.form.pan')}
            description={donationForm.has_tax_exemption ? t('giving.form.panHint') : undefined}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={10}
          />
        </>
      )}
    </Stack>
  );
}
