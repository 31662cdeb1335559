import { NativeSelect } from '@mantine/core';
import { useCountries } from '@/api/get-countries';
import { type DonationFormField, fieldIdOf } from '@/features/giving/donation-page-data';
import { useCatalogNames } from '@/lib/catalog-names';
import { FieldError } from './field-error';

type CountrySelectProps = {
  field: Extract<DonationFormField, 'donor_nationality' | 'address_country'>;
  label: string;
  /** The country chosen at first; none ('') for a nationality. */
  initial: string;
};

/** A native select of countries whose value is its code ('' for none), and its message. */
export function CountrySelect({ field, label, initial }: CountrySelectProps) {
  const countries = useCountries().data ?? [];
  const names = useCatalogNames();
  const options = countries.map((country) => ({
    value: country.code,
    label: names.country(country.code, country.name),
  }));
  return (
    <div data-field={field}>
      <NativeSelect
        id={fieldIdOf(field)}
        name={field}
        label={label}
        required
        data={initial ? options : [{ value: '', label: '' }, ...options]}
        defaultValue={initial}
      />
      <FieldError field={field} />
    </div>
  );
}
