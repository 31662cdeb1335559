import { isPhone } from '../phone/phone-number.ts';
import { isBlank, isFilled } from '../rules/rule-kit.ts';
import { CONDITIONAL_RULES } from './conditional-rules.ts';
import {
  isCompanyRegistrationNumber,
  isEmail,
  isOrganizationNameText,
  isOrganizationNameTooLong,
  isOrganizationNameTooShort,
  isPan,
  isPersonNameText,
  isPersonNameTooLong,
  PERSON_NAME_RULES,
} from './formats.ts';
import { REGISTRATION_MESSAGES as M } from './messages.ts';
import { isPostalCode } from './postal-address.ts';
import { REGISTERED_TYPE_OPTIONS } from './registration-form.ts';
import {
  formatRule,
  isIndia,
  isIndiaNgo,
  type RegistrationRule,
  rule,
} from './registration-rule.ts';

/** The message for a postal code the country's post would not take, country by country. */
const POSTAL_CODE_MESSAGES: [countryCode: string | null, message: string][] = [
  ['IN', M.pinCodeInvalid],
  ['US', M.zipCodeInvalid],
  ['CA', M.canadaPostalCodeInvalid],
  ['GB', M.postcodeInvalid],
  ['SG', M.singaporePostalCodeInvalid],
  [null, M.postalCodeInvalid],
];
const NAMED_POSTAL_COUNTRIES = POSTAL_CODE_MESSAGES.flatMap(([code]) => (code ? [code] : []));

const POSTAL_CODE_RULES = POSTAL_CODE_MESSAGES.map(([countryCode, message]) =>
  formatRule(
    'organization_postal_code',
    message,
    ({ form }) =>
      (countryCode === null
        ? !NAMED_POSTAL_COUNTRIES.includes(form.country_code)
        : form.country_code === countryCode) &&
      isFilled(form.organization_postal_code) &&
      !isPostalCode(form.organization_postal_code, form.country_code),
  ),
);

const isRegisteredTypeOf = (type: 'ngo' | 'company', value: string) =>
  REGISTERED_TYPE_OPTIONS[type].some((option) => option.value === value);

/** Rules 1–11, each format rule in its place (docs/product/registration-rules.md#rule-order). */
const STEP_RULES: RegistrationRule[] = [
  rule('country_code', M.countryRequired, ({ form }) => isBlank(form.country_code)),
  rule(
    'organization_type',
    M.organizationTypeRequired,
    ({ form }) => form.organization_type === '',
  ),
  rule(
    'organization_registered_type',
    M.ngoRegisteredTypeRequired,
    ({ form }) => isIndiaNgo(form) && !isRegisteredTypeOf('ngo', form.organization_registered_type),
  ),
  rule(
    'organization_registered_type',
    M.companyRegisteredTypeRequired,
    ({ form }) =>
      isIndia(form) &&
      form.organization_type === 'company' &&
      !isRegisteredTypeOf('company', form.organization_registered_type),
  ),
  rule('organization_name', M.nameRequired, ({ form }) => isBlank(form.organization_name)),
  formatRule(
    'organization_name',
    M.nameOnlyDigitsOrSpecial,
    ({ form }) =>
      isFilled(form.organization_name) && !isOrganizationNameText(form.organization_name),
  ),
  formatRule('organization_name', M.nameTooLong, ({ form }) =>
    isOrganizationNameTooLong(form.organization_name),
  ),
  formatRule(
    'organization_name',
    M.nameTooShort,
    ({ form }) =>
      isFilled(form.organization_name) && isOrganizationNameTooShort(form.organization_name),
  ),
  rule('organization_categories', M.categoryRequired, ({ form }) =>
    form.organization_categories.every((category) => isBlank(category.name)),
  ),
  rule(
    'organization_registeration_number',
    M.registrationNumberRequired,
    ({ form }) => isIndia(form) && isBlank(form.organization_registeration_number),
  ),
  formatRule(
    'organization_registeration_number',
    M.companyRegistrationNumberLength,
    ({ form }) =>
      !isIndia(form) &&
      form.organization_type === 'company' &&
      isFilled(form.organization_registeration_number) &&
      !isCompanyRegistrationNumber(form.organization_registeration_number),
  ),
  rule(
    'organization_pan_card_number',
    M.panRequired,
    ({ form }) => isIndia(form) && isBlank(form.organization_pan_card_number),
  ),
  formatRule(
    'organization_pan_card_number',
    M.panInvalid,
    ({ form }) =>
      isIndia(form) &&
      isFilled(form.organization_pan_card_number) &&
      !isPan(form.organization_pan_card_number),
  ),
  rule('organization_email', M.emailRequired, ({ form }) => isBlank(form.organization_email)),
  formatRule(
    'organization_email',
    M.emailInvalid,
    ({ form }) => isFilled(form.organization_email) && !isEmail(form.organization_email),
    M.emailFormat,
  ),
  rule('organization_phone', M.phoneRequired, ({ form }) => isBlank(form.organization_phone)),
  rule('organization_address_line_1', M.addressRequired, ({ form }) =>
    isBlank(form.organization_address_line_1),
  ),
  ...POSTAL_CODE_RULES,
  rule('organization_admin_name', M.adminNameRequired, ({ form }) =>
    isBlank(form.organization_admin_name),
  ),
  // The person-name rule: a digit (M.adminNameFormat), then any other symbol (M.adminNameSymbols).
  ...PERSON_NAME_RULES.map((nameRule) =>
    formatRule(
      'organization_admin_name',
      nameRule.message,
      ({ form }) =>
        isFilled(form.organization_admin_name) && nameRule.fails(form.organization_admin_name),
    ),
  ),
  formatRule('organization_admin_name', M.adminNameTooLong, ({ form }) =>
    isPersonNameTooLong(form.organization_admin_name),
  ),
  rule('organization_admin_email', M.adminEmailRequired, ({ form }) =>
    isBlank(form.organization_admin_email),
  ),
  formatRule(
    'organization_admin_email',
    M.adminEmailInvalid,
    ({ form }) =>
      isFilled(form.organization_admin_email) && !isEmail(form.organization_admin_email),
    M.emailFormat,
  ),
  // The designation is optional; when given it reads like a name (one message for digits and
  // symbols alike). It sits in the form's order.
  formatRule(
    'organization_admin_designation',
    M.designationFormat,
    ({ form }) =>
      isFilled(form.organization_admin_designation) &&
      !isPersonNameText(form.organization_admin_designation),
  ),
  formatRule('organization_admin_designation', M.designationTooLong, ({ form }) =>
    isPersonNameTooLong(form.organization_admin_designation),
  ),
  rule('organization_admin_phone', M.adminPhoneRequired, ({ form }) =>
    isBlank(form.organization_admin_phone),
  ),
  rule(
    'organization_admin_phone',
    M.adminPhoneVerificationRequired,
    ({ isAdminPhoneVerified }) => !isAdminPhoneVerified,
  ),
  formatRule(
    'organization_phone',
    M.phoneInvalid,
    ({ form }) =>
      isFilled(form.organization_phone) && !isPhone(form.organization_phone, form.country_code),
    M.phoneFormat,
  ),
  formatRule(
    'organization_admin_phone',
    M.adminPhoneInvalid,
    ({ form }) =>
      isFilled(form.organization_admin_phone) &&
      !isPhone(form.organization_admin_phone, form.country_code),
    M.phoneFormat,
  ),
];

/** Every step-0 rule in the order it is checked: the first failing one is the banner message. */
export const REGISTRATION_RULES: readonly RegistrationRule[] = [
  ...STEP_RULES,
  ...CONDITIONAL_RULES,
  rule('first_page_terms', M.termsRequired, ({ form }) => !form.first_page_terms),
];
