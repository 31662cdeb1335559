import {
  toggleExemptionSection,
  toggleExpiry,
  toggleFcra,
  toggleTaxExemption,
} from './clear-registration-fields.ts';
import { EXEMPTION_SECTIONS, NDEP_PROGRAM, type RegistrationForm } from './registration-form.ts';
import { isIndia, isIndiaNgo } from './registration-rule.ts';

/*
 * What the server stores of step 0's conditional blocks (docs/product/registration-rules.md#conditional-blocks):
 * only the answers of a block that is switched on and applies. Each block that is off is switched
 * off as its checkbox would do it (the clearing rules, docs/product/wizard.md#clearing-rules), so a
 * value the screen no longer showed is never stored as sent.
 */

type Checkbox = {
  [Field in keyof RegistrationForm]: RegistrationForm[Field] extends boolean ? Field : never;
}[keyof RegistrationForm];

/** A block switched off from on: the checkbox's own clearing rule. */
const switchOff = (
  form: RegistrationForm,
  check: Checkbox,
  toggle: (form: RegistrationForm) => RegistrationForm,
) => toggle({ ...form, [check]: true });

/**
 * Tax exemption is an NGO's, and only while checked; in India each section counts only while
 * checked, and the expiry only with 'Has expiry date'. Outside India there are no sections,
 * percentage or expiry checkbox (the expiry date itself is always asked there).
 */
function clearTaxExemption(form: RegistrationForm): RegistrationForm {
  if (form.organization_type !== 'ngo' || !form.organization_is_tax_exemption) {
    return switchOff(form, 'organization_is_tax_exemption', toggleTaxExemption);
  }
  let next = form;
  for (const section of EXEMPTION_SECTIONS) {
    if (!isIndia(form) || !next[section.check]) {
      next = switchOff(next, section.check, (current) =>
        toggleExemptionSection(current, section.key),
      );
    }
  }
  if (isIndia(form)) {
    return next.organization_has_expire_date
      ? next
      : switchOff(next, 'organization_has_expire_date', toggleExpiry);
  }
  return { ...next, organization_exemption_percentage: '', organization_has_expire_date: false };
}

/** FCRA is an India NGO's, and only while checked. */
function clearFcra(form: RegistrationForm): RegistrationForm {
  return isIndiaNgo(form) && form.organization_fcra_check
    ? form
    : switchOff(form, 'organization_fcra_check', toggleFcra);
}

/**
 * The grant block: a program only while the grant program is checked; the NDEP answers only for
 * NDEP, and of those either the signed agreement's link or the consent, as the screen shows them.
 */
function clearGrantProgram(form: RegistrationForm): RegistrationForm {
  const program = form.is_grant_program ? form.organization_program : '';
  const isNdep = program === NDEP_PROGRAM;
  const isSigned = isNdep && form.is_agreement_signed;
  return {
    ...form,
    organization_program: program,
    is_agreement_signed: isSigned,
    agreement_link: isSigned ? form.agreement_link : '',
    grant_consent: isNdep && !isSigned && form.grant_consent,
  };
}

/** The form with every switched-off or inapplicable block emptied. */
export function clearSwitchedOffBlocks(form: RegistrationForm): RegistrationForm {
  return clearGrantProgram(clearFcra(clearTaxExemption(form)));
}
