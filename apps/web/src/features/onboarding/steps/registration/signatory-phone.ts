import type { Country } from '@givecrowd/shared/catalog/catalog-api';
import { toE164Phone } from '@givecrowd/shared/organization/admin-phone';
import type { RegistrationForm } from '@givecrowd/shared/organization/registration-form';

/** The typed signatory phone as an E.164 number, with the chosen country's calling code. */
export function signatoryPhone(
  values: Pick<RegistrationForm, 'country_code' | 'organization_admin_phone'>,
  countries: readonly Country[],
): string | null {
  const country = countries.find((candidate) => candidate.code === values.country_code);
  return toE164Phone(values.organization_admin_phone, country?.calling_code);
}
