import type { Country } from '../catalog/catalog-api.ts';
import type { ExemptionSectionKey } from './messages.ts';
import {
  EXEMPTION_SECTIONS,
  type OrganizationType,
  type RegistrationForm,
} from './registration-form.ts';

/**
 * The clearing rules (docs/product/wizard.md#clearing-rules): each returns the new form and leaves the one given untouched, so a
 * React state setter and a test can both call them.
 */

/** Every section unchecked and emptied. */
function clearExemptionSections(form: RegistrationForm): RegistrationForm {
  const next = { ...form };
  for (const section of EXEMPTION_SECTIONS) {
    next[section.check] = false;
    next[section.number] = '';
  }
  return next;
}

/**
 * "All exemption numbers, dates, percentage, status and signature": the sections (their checks —
 * the "status" — and numbers), the registration and expiry dates with the expiry checkbox, the
 * percentage and the signature. The receipt prefix is not in that list and keeps its value.
 */
function clearTaxExemptionDetails(form: RegistrationForm): RegistrationForm {
  return {
    ...clearExemptionSections(form),
    organization_registered_at: '',
    organization_has_expire_date: false,
    organization_expire_at: '',
    organization_exemption_percentage: '',
    organization_digital_signature: '',
  };
}

/**
 * A different type clears registration number, registered type, PAN, email and phone; switching
 * to ngo also clears tax exemption (unchecked, with its details). Choosing the same type again
 * changes nothing.
 */
export function changeOrganizationType(
  form: RegistrationForm,
  type: OrganizationType,
): RegistrationForm {
  if (form.organization_type === type) return form;
  const next: RegistrationForm = {
    ...form,
    organization_type: type,
    organization_registeration_number: '',
    organization_registered_type: '',
    organization_pan_card_number: '',
    organization_email: '',
    organization_phone: '',
  };
  if (type !== 'ngo') return next;
  return { ...clearTaxExemptionDetails(next), organization_is_tax_exemption: false };
}

export function toggleTaxExemption(form: RegistrationForm): RegistrationForm {
  return {
    ...clearTaxExemptionDetails(form),
    organization_is_tax_exemption: !form.organization_is_tax_exemption,
  };
}

export function toggleExemptionSection(
  form: RegistrationForm,
  key: ExemptionSectionKey,
): RegistrationForm {
  const section = EXEMPTION_SECTIONS.find((candidate) => candidate.key === key);
  if (!section) return form;
  return { ...form, [section.check]: !form[section.check], [section.number]: '' };
}

export function toggleExpiry(form: RegistrationForm): RegistrationForm {
  return {
    ...form,
    organization_has_expire_date: !form.organization_has_expire_date,
    organization_expire_at: '',
  };
}

export function toggleFcra(form: RegistrationForm): RegistrationForm {
  return {
    ...form,
    organization_fcra_check: !form.organization_fcra_check,
    organization_fcra_number: '',
    organization_fcra_registration_date: '',
  };
}

/** Choosing the chosen country again deselects it. */
export function chooseCountry(
  form: RegistrationForm,
  country: Pick<Country, 'code' | 'name' | 'currency'>,
): RegistrationForm {
  const isChosen = form.country_code === country.code;
  return {
    ...form,
    country_code: isChosen ? '' : country.code,
    organization_country: isChosen ? '' : country.name,
    currency: isChosen ? '' : country.currency,
  };
}
