import type { Country } from '@givecrowd/shared/catalog/catalog-api';
import type { RegistrationForm } from '@givecrowd/shared/organization/registration-form';
import { toE164Phone } from '@givecrowd/shared/phone/phone-number';

/**
 * The typed signatory phone as the E.164 number the code is sent to, read by the chosen country
 * as the server reads it: a country the catalog does not list (the server refuses it) reads no
 * national phone.
 */
export function signatoryPhone(
  values: Pick<RegistrationForm, 'country_code' | 'organization_admin_phone'>,
  countries: readonly Country[],
): string | null {
  const country = countries.find((candidate) => candidate.code === values.country_code);
  return toE164Phone(values.organization_admin_phone, country?.code);
}
