import { EXEMPTION_PERCENTAGES } from '../constants.ts';
import { isBlank, isFilled } from '../rules/rule-kit.ts';
import {
  isFcraNumber,
  isIsoDate,
  isNotInFuture,
  isNotInPast,
  isReceiptPrefix,
  isWebLink,
} from './formats.ts';
import { EXEMPTION_NUMBER_MESSAGES, REGISTRATION_MESSAGES as M } from './messages.ts';
import { EXEMPTION_SECTIONS, NDEP_PROGRAM, PROGRAM_OPTIONS } from './registration-form.ts';
import {
  formatRule,
  isIndia,
  isIndiaNgo,
  onlyWhen,
  type RegistrationRule,
  type RuleInput,
  rule,
} from './registration-rule.ts';

/** The conditional blocks (docs/product/registration-rules.md#conditional-blocks): tax exemption, FCRA and grant program blocks. */

const isIndiaNgoWithTaxExemption = ({ form }: RuleInput) =>
  isIndiaNgo(form) && form.organization_is_tax_exemption;
const isOtherNgoWithTaxExemption = ({ form }: RuleInput) =>
  !isIndia(form) && form.organization_type === 'ngo' && form.organization_is_tax_exemption;
const isIndiaNgoWithFcra = ({ form }: RuleInput) =>
  isIndiaNgo(form) && form.organization_fcra_check;
const isGrantProgram = ({ form }: RuleInput) => form.is_grant_program;
const isNdepProgram = ({ form }: RuleInput) => form.organization_program === NDEP_PROGRAM;

const hasCertificateNumber = ({ form }: RuleInput) =>
  (form.organization_80g_check && isFilled(form.organization_80g_number)) ||
  (form.organization_80gga_check && isFilled(form.organization_80gga_number));
const isSelectableProgram = (value: string) =>
  PROGRAM_OPTIONS.some((program) => program.value === value && !program.disabled);
const isExemptionPercentage = (value: string) =>
  EXEMPTION_PERCENTAGES.some((percentage) => percentage === value);

/** A required date that must not be after today: missing (or not a real date), then future. */
const pastDateRules = (
  field: 'organization_registered_at' | 'organization_fcra_registration_date',
  requiredMessage: string,
  futureMessage: string,
): RegistrationRule[] => [
  rule(field, requiredMessage, ({ form }) => !isIsoDate(form[field])),
  formatRule(
    field,
    futureMessage,
    ({ form, today }) => isIsoDate(form[field]) && !isNotInFuture(form[field], today),
  ),
];

const EXPIRY_DATE_RULES: RegistrationRule[] = [
  rule(
    'organization_expire_at',
    M.expiryDateRequired,
    ({ form }) => !isIsoDate(form.organization_expire_at),
  ),
  formatRule(
    'organization_expire_at',
    M.expiryDateInPast,
    ({ form, today }) =>
      isIsoDate(form.organization_expire_at) && !isNotInPast(form.organization_expire_at, today),
  ),
];

/** It starts every receipt number the organization issues, so it is printable as it stands. */
const RECEIPT_PREFIX_RULES: RegistrationRule[] = [
  rule('organization_donation_receipt_number', M.receiptPrefixRequired, ({ form }) =>
    isBlank(form.organization_donation_receipt_number),
  ),
  formatRule(
    'organization_donation_receipt_number',
    M.receiptPrefixFormat,
    ({ form }) =>
      isFilled(form.organization_donation_receipt_number) &&
      !isReceiptPrefix(form.organization_donation_receipt_number),
  ),
];

/** India NGO with tax exemption, then the FCRA block, which asks only for an India NGO (see README.md). */
const INDIA_NGO_RULES: RegistrationRule[] = [
  ...onlyWhen(isIndiaNgoWithTaxExemption, [
    rule(
      'organization_80g_number',
      M.exemptionCertificateRequired,
      (input) => !hasCertificateNumber(input),
    ),
    ...EXEMPTION_SECTIONS.map((section) =>
      formatRule(
        section.number,
        EXEMPTION_NUMBER_MESSAGES[section.key],
        ({ form }) => form[section.check] && isBlank(form[section.number]),
      ),
    ),
    ...RECEIPT_PREFIX_RULES,
    ...pastDateRules(
      'organization_registered_at',
      M.registrationDateRequired,
      M.registrationDateInFuture,
    ),
    rule(
      'organization_exemption_percentage',
      M.exemptionPercentageRequired,
      ({ form }) => !isExemptionPercentage(form.organization_exemption_percentage),
    ),
    ...onlyWhen(({ form }) => form.organization_has_expire_date, EXPIRY_DATE_RULES),
  ]),
  ...onlyWhen(isIndiaNgoWithFcra, [
    rule('organization_fcra_number', M.fcraNumberRequired, ({ form }) =>
      isBlank(form.organization_fcra_number),
    ),
    formatRule(
      'organization_fcra_number',
      M.fcraNumberInvalid,
      ({ form }) =>
        isFilled(form.organization_fcra_number) && !isFcraNumber(form.organization_fcra_number),
    ),
    ...pastDateRules('organization_fcra_registration_date', M.fcraDateRequired, M.fcraDateInFuture),
  ]),
];

/** Non-India NGO with tax exemption, in the spec's order; here the expiry date is always due. */
const OTHER_NGO_RULES: RegistrationRule[] = onlyWhen(isOtherNgoWithTaxExemption, [
  ...pastDateRules(
    'organization_registered_at',
    M.registrationDateRequired,
    M.registrationDateInFuture,
  ),
  ...RECEIPT_PREFIX_RULES,
  ...EXPIRY_DATE_RULES,
]);

/** An NDEP program asks for the signed agreement's link, or else for consent to sign it. */
const GRANT_PROGRAM_RULES: RegistrationRule[] = onlyWhen(isGrantProgram, [
  rule(
    'organization_program',
    M.programRequired,
    ({ form }) => !isSelectableProgram(form.organization_program),
  ),
  ...onlyWhen(isNdepProgram, [
    rule(
      'agreement_link',
      M.agreementLinkRequired,
      ({ form }) => form.is_agreement_signed && isBlank(form.agreement_link),
    ),
    formatRule(
      'agreement_link',
      M.agreementLinkInvalid,
      ({ form }) =>
        form.is_agreement_signed &&
        isFilled(form.agreement_link) &&
        !isWebLink(form.agreement_link),
    ),
    rule(
      'grant_consent',
      M.grantConsentRequired,
      ({ form }) => !form.is_agreement_signed && !form.grant_consent,
    ),
  ]),
]);

/** The blocks in order: they come after rule 11 and before the terms (docs/product/registration-rules.md#rule-order). */
export const CONDITIONAL_RULES: readonly RegistrationRule[] = [
  ...INDIA_NGO_RULES,
  ...OTHER_NGO_RULES,
  ...GRANT_PROGRAM_RULES,
];
