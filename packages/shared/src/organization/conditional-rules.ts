import { EXEMPTION_PERCENTAGES } from '../constants.ts';
import { isFcraNumber, isIsoDate, isNotInFuture, isNotInPast, isWebLink } from './formats.ts';
import { EXEMPTION_NUMBER_MESSAGES, REGISTRATION_MESSAGES as M } from './messages.ts';
import {
  EXEMPTION_SECTIONS,
  NDEP_PROGRAM,
  PROGRAM_OPTIONS,
  type RegistrationForm,
} from './registration-form.ts';
import {
  formatRule,
  isBlank,
  isFilled,
  isIndia,
  isIndiaNgo,
  type RegistrationRule,
  rule,
} from './registration-rule.ts';

/** The conditional blocks (docs/product/registration-rules.md#conditional-blocks): tax exemption, FCRA and grant program blocks. */

const isIndiaNgoWithTaxExemption = (form: RegistrationForm) =>
  isIndiaNgo(form) && form.organization_is_tax_exemption;
const isOtherNgoWithTaxExemption = (form: RegistrationForm) =>
  !isIndia(form) && form.organization_type === 'ngo' && form.organization_is_tax_exemption;
const isIndiaNgoWithFcra = (form: RegistrationForm) =>
  isIndiaNgo(form) && form.organization_fcra_check;
const isGrantProgram = (form: RegistrationForm) => form.is_grant_program;
const isNdepProgram = (form: RegistrationForm) =>
  isGrantProgram(form) && form.organization_program === NDEP_PROGRAM;

const hasCertificateNumber = (form: RegistrationForm) =>
  (form.organization_80g_check && isFilled(form.organization_80g_number)) ||
  (form.organization_80gga_check && isFilled(form.organization_80gga_number));
const isSelectableProgram = (value: string) =>
  PROGRAM_OPTIONS.some((program) => program.value === value && !program.disabled);
const isExemptionPercentage = (value: string) =>
  EXEMPTION_PERCENTAGES.some((percentage) => percentage === value);

type Applies = (form: RegistrationForm) => boolean;

/** A required date that must not be after today: missing (or not a real date), then future. */
const pastDateRules = (
  field: 'organization_registered_at' | 'organization_fcra_registration_date',
  applies: Applies,
  requiredMessage: string,
  futureMessage: string,
): RegistrationRule[] => [
  rule(field, requiredMessage, ({ form }) => applies(form) && !isIsoDate(form[field])),
  formatRule(
    field,
    futureMessage,
    ({ form, today }) =>
      applies(form) && isIsoDate(form[field]) && !isNotInFuture(form[field], today),
  ),
];

const expiryDateRules = (applies: Applies): RegistrationRule[] => [
  rule(
    'organization_expire_at',
    M.expiryDateRequired,
    ({ form }) => applies(form) && !isIsoDate(form.organization_expire_at),
  ),
  formatRule(
    'organization_expire_at',
    M.expiryDateInPast,
    ({ form, today }) =>
      applies(form) &&
      isIsoDate(form.organization_expire_at) &&
      !isNotInPast(form.organization_expire_at, today),
  ),
];

const receiptPrefixRule = (applies: Applies) =>
  rule(
    'organization_donation_receipt_number',
    M.receiptPrefixRequired,
    ({ form }) => applies(form) && isBlank(form.organization_donation_receipt_number),
  );

/** India NGO with tax exemption, then the FCRA block, which asks only for an India NGO (see README.md). */
const INDIA_NGO_RULES: RegistrationRule[] = [
  rule(
    'organization_80g_number',
    M.exemptionCertificateRequired,
    ({ form }) => isIndiaNgoWithTaxExemption(form) && !hasCertificateNumber(form),
  ),
  ...EXEMPTION_SECTIONS.map((section) =>
    formatRule(
      section.number,
      EXEMPTION_NUMBER_MESSAGES[section.key],
      ({ form }) =>
        isIndiaNgoWithTaxExemption(form) && form[section.check] && isBlank(form[section.number]),
    ),
  ),
  receiptPrefixRule(isIndiaNgoWithTaxExemption),
  ...pastDateRules(
    'organization_registered_at',
    isIndiaNgoWithTaxExemption,
    M.registrationDateRequired,
    M.registrationDateInFuture,
  ),
  rule(
    'organization_exemption_percentage',
    M.exemptionPercentageRequired,
    ({ form }) =>
      isIndiaNgoWithTaxExemption(form) &&
      !isExemptionPercentage(form.organization_exemption_percentage),
  ),
  ...expiryDateRules(
    (form) => isIndiaNgoWithTaxExemption(form) && form.organization_has_expire_date,
  ),
  rule(
    'organization_fcra_number',
    M.fcraNumberRequired,
    ({ form }) => isIndiaNgoWithFcra(form) && isBlank(form.organization_fcra_number),
  ),
  formatRule(
    'organization_fcra_number',
    M.fcraNumberInvalid,
    ({ form }) =>
      isIndiaNgoWithFcra(form) &&
      isFilled(form.organization_fcra_number) &&
      !isFcraNumber(form.organization_fcra_number),
  ),
  ...pastDateRules(
    'organization_fcra_registration_date',
    isIndiaNgoWithFcra,
    M.fcraDateRequired,
    M.fcraDateInFuture,
  ),
];

/** Non-India NGO with tax exemption, in the spec's order; here the expiry date is always due. */
const OTHER_NGO_RULES: RegistrationRule[] = [
  ...pastDateRules(
    'organization_registered_at',
    isOtherNgoWithTaxExemption,
    M.registrationDateRequired,
    M.registrationDateInFuture,
  ),
  receiptPrefixRule(isOtherNgoWithTaxExemption),
  ...expiryDateRules(isOtherNgoWithTaxExemption),
];

const GRANT_PROGRAM_RULES: RegistrationRule[] = [
  rule(
    'organization_program',
    M.programRequired,
    ({ form }) => isGrantProgram(form) && !isSelectableProgram(form.organization_program),
  ),
  rule(
    'agreement_link',
    M.agreementLinkRequired,
    ({ form }) => isNdepProgram(form) && form.is_agreement_signed && isBlank(form.agreement_link),
  ),
  formatRule(
    'agreement_link',
    M.agreementLinkInvalid,
    ({ form }) =>
      isNdepProgram(form) &&
      form.is_agreement_signed &&
      isFilled(form.agreement_link) &&
      !isWebLink(form.agreement_link),
  ),
  rule(
    'grant_consent',
    M.grantConsentRequired,
    ({ form }) => isNdepProgram(form) && !form.is_agreement_signed && !form.grant_consent,
  ),
];

/** The blocks in order: they come after rule 11 and before the terms (docs/product/registration-rules.md#rule-order). */
export const CONDITIONAL_RULES: readonly RegistrationRule[] = [
  ...INDIA_NGO_RULES,
  ...OTHER_NGO_RULES,
  ...GRANT_PROGRAM_RULES,
];
