import {
  COMPANY_REGISTRATION_NUMBER_LENGTH,
  FCRA_NUMBER_DIGITS,
  HEADER_TITLE_MAX,
  ORGANIZATION_NAME_MAX,
  ORGANIZATION_NAME_MIN,
  PERSON_NAME_MAX,
  RECEIPT_PREFIX_MAX,
} from '../constants.ts';
import { fillTemplate } from '../i18n/fill-template.ts';

/**
 * The person-name rule's texts (`PERSON_NAME_RULES` in formats.ts), shared by every field that
 * holds a person's name: the signatory, the account holders, the account's own name.
 */
export const PERSON_NAME_MESSAGES = {
  digits: "Sorry! Your Name can't be Digits",
  /** (ours) Any other character that is not a letter, space, apostrophe, hyphen or dot. */
  symbols: 'Sorry! Your Name can only have letters, spaces, apostrophes, hyphens and dots.',
} as const;

/**
 * The step-0 texts that follow a setting (a length, a number of digits), with the setting's place
 * marked `{{name}}`; REGISTRATION_MESSAGES fills them in (docs/product/messages-and-languages.md#templates).
 */
export const REGISTRATION_MESSAGE_TEMPLATES = {
  nameTooLong: 'Organization name must be within {{max}} characters.',
  nameTooShort: 'Organization name greater than {{min}} character.',
  companyRegistrationNumberLength: 'Company Registration number must be {{length}} character.',
  adminNameTooLong: "Admin Name can't exceed {{max}} character limit",
  designationTooLong: "Designation can't exceed {{max}} character limit",
  fcraNumberInvalid: 'FCRA registration number must be {{digits}} digits',
  receiptPrefixFormat: 'Use 1 to {{max}} letters or digits for the prefix.',
  nameCounterMin: 'MIN {{min}}',
  nameCounterMax: 'MAX {{max}}',
} as const;
const T = REGISTRATION_MESSAGE_TEMPLATES;

/**
 * Step 0 (Registration) messages, docs/product/registration-rules.md#rule-order. Texts the spec gives are
 * copied exactly, typos and missing full stops included; the ones it leaves unnamed are marked
 * "(ours)" and written in its voice.
 */
export const REGISTRATION_MESSAGES = {
  // Ordered rules 1–11 and the format rules checked between them.
  countryRequired: 'Please select the country.',
  organizationTypeRequired: 'Please select organization type.',
  ngoRegisteredTypeRequired: 'Please select your type of registered NGO.',
  companyRegisteredTypeRequired: 'Please select your type of company.',
  nameRequired: 'Please write full name of the organization',
  nameOnlyDigitsOrSpecial: "Name can't be Only Digits or Special characters.",
  /** (ours) The spec only says "a max-length message". */
  nameTooLong: fillTemplate(T.nameTooLong, { max: ORGANIZATION_NAME_MAX }),
  nameTooShort: fillTemplate(T.nameTooShort, { min: ORGANIZATION_NAME_MIN }),
  categoryRequired: 'Please select category.',
  registrationNumberRequired: 'Please enter your registration number.',
  companyRegistrationNumberLength: fillTemplate(T.companyRegistrationNumberLength, {
    length: COMPANY_REGISTRATION_NUMBER_LENGTH,
  }),
  panRequired: 'Please enter your PAN card number.',
  panInvalid: 'Pancard is not valid',
  emailRequired: 'Please enter organization email address.',
  /** The rule text (banner, server); the inline text is `emailFormat`. */
  emailInvalid: 'Please enter valid email address.',
  phoneRequired: 'Please enter organization contact number.',
  /** The rule text (banner, server); the inline text is `phoneFormat`. */
  phoneInvalid: 'Please enter valid phone number.',
  addressRequired: 'Please enter organization address.',
  // (ours) A postal code is optional; one that is given must be the country's (postal-address.ts).
  pinCodeInvalid: 'Please enter a valid 6-digit PIN code.',
  zipCodeInvalid: 'Please enter a valid ZIP code, like 78701 or 78701-1234.',
  canadaPostalCodeInvalid: 'Please enter a valid postal code, like K1A 0B6.',
  postcodeInvalid: 'Please enter a valid postcode, like SW1A 1AA.',
  singaporePostalCodeInvalid: 'Please enter a valid 6-digit postal code.',
  postalCodeInvalid: 'Please enter a valid postal code.',
  adminNameRequired: 'Please enter organization admin name.',
  adminNameFormat: PERSON_NAME_MESSAGES.digits,
  adminNameSymbols: PERSON_NAME_MESSAGES.symbols,
  /** (ours) Modelled on 'Account Holder Name can't exceed 50 character limit'. */
  adminNameTooLong: fillTemplate(T.adminNameTooLong, { max: PERSON_NAME_MAX }),
  adminEmailRequired: 'Please enter organization admin email address.',
  adminEmailInvalid: 'Please enter valid admin email address.',
  /** (ours) "Designation is similar" to the signatory name: it reads like one. */
  designationFormat: 'Please enter valid designation.',
  /** (ours) */
  designationTooLong: fillTemplate(T.designationTooLong, { max: PERSON_NAME_MAX }),
  adminPhoneRequired: 'Please enter organization admin phone number.',
  adminPhoneVerificationRequired: 'Admin phone number verification required.',
  adminPhoneInvalid: 'Please enter valid admin phone number.',

  // Conditional blocks: tax exemption, FCRA, grant program; then terms.
  exemptionCertificateRequired: 'Please Select your tax exemption certificate number',
  /** (ours) */
  receiptPrefixRequired: 'Please enter the donation receipt number prefix.',
  /** (ours) Also the receipt-number call's 400 (docs/product/http-contract.md). */
  receiptPrefixFormat: fillTemplate(T.receiptPrefixFormat, { max: RECEIPT_PREFIX_MAX }),
  /** (ours) Also answers a date that is not a real YYYY-MM-DD date. */
  registrationDateRequired: 'Please select the registration date.',
  /** (ours) */
  registrationDateInFuture: 'Please select a registration date that is not in the future.',
  /** (ours) */
  exemptionPercentageRequired: 'Please select the exemption percentage.',
  /** (ours) */
  expiryDateRequired: 'Please select the expiry date.',
  /** (ours) */
  expiryDateInPast: 'Please select an expiry date that is not in the past.',
  /** (ours) */
  fcraNumberRequired: 'Please enter your FCRA registration number.',
  fcraNumberInvalid: fillTemplate(T.fcraNumberInvalid, { digits: FCRA_NUMBER_DIGITS }),
  /** (ours) */
  fcraDateRequired: 'Please select the FCRA registration date.',
  /** (ours) */
  fcraDateInFuture: 'Please select an FCRA registration date that is not in the future.',
  programRequired: 'Please select program',
  grantConsentRequired:
    'Consent is required. Please make sure to select the checkbox before proceeding.',
  /** (ours) An 'agreement already signed' answer needs agreement_link. */
  agreementLinkRequired: 'Please provide the link to your signed agreement.',
  /** (ours) Stored links are http(s) only, never `javascript:`. */
  agreementLinkInvalid: 'Please provide a link that starts with http:// or https://.',
  termsRequired: 'Please check the terms',

  // Inline format texts, shown under a field while the person types (docs/product/registration-rules.md#readings).
  emailFormat: 'Sorry! Your Email is Invalid.',
  phoneFormat: 'Sorry! Your Phone Number is Invalid.',
  nameCounterLooksGood: 'Looks Good',
  nameCounterMin: fillTemplate(T.nameCounterMin, { min: ORGANIZATION_NAME_MIN }),
  /** (ours) The counter above the maximum, next to `nameTooLong`. */
  nameCounterMax: fillTemplate(T.nameCounterMax, { max: ORGANIZATION_NAME_MAX }),
} as const;

/**
 * 'Organization 80g number is required.' is the spec's example; every section follows it with the
 * section's part of its field name (organization_{section}_number), lower case.
 */
export const EXEMPTION_NUMBER_MESSAGES = {
  '80g': 'Organization 80g number is required.',
  '80gga': 'Organization 80gga number is required.',
  '80ccc': 'Organization 80ccc number is required.',
  '80u': 'Organization 80u number is required.',
  '35ac': 'Organization 35ac number is required.',
  '35aca': 'Organization 35aca number is required.',
  '35acb': 'Organization 35acb number is required.',
} as const;
export type ExemptionSectionKey = keyof typeof EXEMPTION_NUMBER_MESSAGES;

/** The later-step texts that follow a setting, filled in by LATER_STEP_FORMAT_MESSAGES. */
export const LATER_STEP_FORMAT_MESSAGE_TEMPLATES = {
  accountHolderNameTooLong: "Account Holder Name can't exceed {{max}} character limit",
  headerTitleLength: 'Tell Us About Organization within {{max}} characters limit.',
} as const;
const L = LATER_STEP_FORMAT_MESSAGE_TEMPLATES;

/** Field-format texts of later steps (docs/product/registration-rules.md#field-formats), beside their predicates in formats.ts. */
export const LATER_STEP_FORMAT_MESSAGES = {
  accountHolderNameTooLong: fillTemplate(L.accountHolderNameTooLong, { max: PERSON_NAME_MAX }),
  bankAccountNumberInvalid: 'Sorry! Your Bank Account Number is Invalid.',
  bankAccountNumbersMatch: 'Matched',
  bankAccountNumbersDiffer: 'Not Matched',
  ifscInvalid: 'Sorry! Your IFSC Number is Invalid.',
  headerTitleLength: fillTemplate(L.headerTitleLength, { max: HEADER_TITLE_MAX }),
} as const;
