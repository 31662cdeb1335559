import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useCountries } from '@/api/get-countries';
import type { DonationFormValues } from '@/features/giving/donation-form-values';

type CountrySelectProps = {
  form: UseFormReturnType<DonationFormValues>;
  field: 'donor_nationality' | 'address_country';
  label: string;
};

/** A select of countries whose value is its code ('' for none). */
export function CountrySelect({ form, field, label }: CountrySelectProps) {
  const countries = useCountries().data ?? [];
  const options = countries.map((country) => ({ value: country.code, label: country.name }));
  return (
    <Select
      label={label}
      data={options}
      searchable
      required
      allowDeselect={false}
      {...form.getInputProps(field)}
      value={form.values[field] || null}
      onChange={(value) => form.setFieldValue(field, value ?? '')}
    />
  );
}
