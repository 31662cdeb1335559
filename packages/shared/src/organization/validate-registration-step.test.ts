import { describe, expect, it } from 'vitest';
import {
  changeOrganizationType,
  chooseCountry,
  toggleExemptionSection,
  toggleExpiry,
  toggleFcra,
  toggleTaxExemption,
} from './clear-registration-fields.ts';
import { EXEMPTION_NUMBER_MESSAGES, REGISTRATION_MESSAGES as M } from './messages.ts';
import {
  INDIA,
  indiaTaxExemption,
  TODAY,
  TOMORROW,
  USA,
  validIndiaCompany,
  validIndiaNgo,
  validUsCompany,
  validUsNgo,
  YESTERDAY,
} from './registration-form.fixtures.ts';
import {
  EXEMPTION_SECTIONS,
  emptyRegistrationForm,
  type RegistrationField,
  type RegistrationForm,
} from './registration-form.ts';
import { validateRegistrationStep } from './validate-registration-step.ts';

const validate = (form: RegistrationForm, isAdminPhoneVerified = true) =>
  validateRegistrationStep({ form, isAdminPhoneVerified, today: TODAY });

const firstFailure = (form: RegistrationForm, isAdminPhoneVerified = true) => {
  const result = validate(form, isAdminPhoneVerified);
  return result.ok ? null : { message: result.message, field: result.field };
};

const chars = (count: number) => 'A'.repeat(count);

describe('valid forms', () => {
  it.each([
    ['India NGO', validIndiaNgo],
    ['India company', validIndiaCompany],
    ['US company', validUsCompany],
    ['US NGO', validUsNgo],
    ['India NGO with tax exemption', { ...validIndiaNgo, ...indiaTaxExemption }],
  ])('%s passes', (_name, form) => {
    expect(validate(form)).toEqual({ ok: true });
  });
});

type Step = {
  message: string;
  field: RegistrationField;
  fill: (form: RegistrationForm) => RegistrationForm;
};
type Walk = { verified: boolean; form: RegistrationForm };

/** From an empty form, each step asserts the next message, then fills one thing in. */
function walk(steps: (Step | 'verify')[]) {
  let state: Walk = { verified: false, form: emptyRegistrationForm };
  for (const step of steps) {
    if (step === 'verify') {
      state = { ...state, verified: true };
      continue;
    }
    expect(firstFailure(state.form, state.verified)).toEqual({
      message: step.message,
      field: step.field,
    });
    state = { ...state, form: step.fill(state.form) };
  }
  expect(validate(state.form, state.verified)).toEqual({ ok: true });
}

const set =
  (patch: Partial<RegistrationForm>) =>
  (form: RegistrationForm): RegistrationForm => ({ ...form, ...patch });

describe('the order of the rules', () => {
  it('walks an India NGO through every rule and block', () => {
    walk([
      { message: M.countryRequired, field: 'country_code', fill: (f) => chooseCountry(f, INDIA) },
      {
        message: M.organizationTypeRequired,
        field: 'organization_type',
        fill: (f) => changeOrganizationType(f, 'ngo'),
      },
      {
        message: M.ngoRegisteredTypeRequired,
        field: 'organization_registered_type',
        fill: set({ organization_registered_type: 'society' }),
      },
      {
        message: M.nameRequired,
        field: 'organization_name',
        fill: set({ organization_name: '1234567890' }),
      },
      {
        message: M.nameOnlyDigitsOrSpecial,
        field: 'organization_name',
        fill: set({ organization_name: chars(51) }),
      },
      {
        message: M.nameTooLong,
        field: 'organization_name',
        fill: set({ organization_name: 'Hope Trus' }),
      },
      {
        message: M.nameTooShort,
        field: 'organization_name',
        fill: set({ organization_name: 'Hope Trust' }),
      },
      {
        message: M.categoryRequired,
        field: 'organization_categories',
        fill: set({ organization_categories: [{ name: 'Health' }] }),
      },
      {
        message: M.registrationNumberRequired,
        field: 'organization_registeration_number',
        fill: set({ organization_registeration_number: 'R1' }),
      },
      {
        message: M.panRequired,
        field: 'organization_pan_card_number',
        fill: set({ organization_pan_card_number: 'abcde1234' }),
      },
      {
        message: M.panInvalid,
        field: 'organization_pan_card_number',
        fill: set({ organization_pan_card_number: 'abcde1234f' }),
      },
      {
        message: M.emailRequired,
        field: 'organization_email',
        fill: set({ organization_email: 'contact@' }),
      },
      {
        message: M.emailInvalid,
        field: 'organization_email',
        fill: set({ organization_email: 'contact@hope.org' }),
      },
      // An invalid phone passes here: its format is rule 11's.
      {
        message: M.phoneRequired,
        field: 'organization_phone',
        fill: set({ organization_phone: '12345' }),
      },
      {
        message: M.addressRequired,
        field: 'organization_address_line_1',
        fill: set({ organization_address_line_1: '1 Main Road' }),
      },
      {
        message: M.adminNameRequired,
        field: 'organization_admin_name',
        fill: set({ organization_admin_name: 'Asha 2' }),
      },
      {
        message: M.adminNameFormat,
        field: 'organization_admin_name',
        fill: set({ organization_admin_name: chars(51) }),
      },
      {
        message: M.adminNameTooLong,
        field: 'organization_admin_name',
        fill: set({ organization_admin_name: 'Asha Rao' }),
      },
      {
        message: M.adminEmailRequired,
        field: 'organization_admin_email',
        fill: set({ organization_admin_email: 'asha' }),
      },
      {
        message: M.adminEmailInvalid,
        field: 'organization_admin_email',
        fill: set({
          organization_admin_email: 'asha@hope.org',
          organization_admin_designation: 'No 1',
        }),
      },
      {
        message: M.designationFormat,
        field: 'organization_admin_designation',
        fill: set({ organization_admin_designation: chars(51) }),
      },
      {
        message: M.designationTooLong,
        field: 'organization_admin_designation',
        fill: set({ organization_admin_designation: 'Director' }),
      },
      {
        message: M.adminPhoneRequired,
        field: 'organization_admin_phone',
        fill: set({ organization_admin_phone: '98765' }),
      },
      {
        message: M.adminPhoneVerificationRequired,
        field: 'organization_admin_phone',
        fill: (f) => f,
      },
      'verify',
      {
        message: M.phoneInvalid,
        field: 'organization_phone',
        fill: set({ organization_phone: '123456789' }),
      },
      {
        message: M.adminPhoneInvalid,
        field: 'organization_admin_phone',
        fill: (f) => toggleTaxExemption(set({ organization_admin_phone: '+91-98765-43210' })(f)),
      },
      {
        message: M.exemptionCertificateRequired,
        field: 'organization_80g_number',
        fill: (f) => toggleExemptionSection(f, '80gga'),
      },
      {
        message: M.exemptionCertificateRequired,
        field: 'organization_80g_number',
        fill: (f) =>
          toggleExemptionSection(set({ organization_80gga_number: 'GGA-1' })(f), '35acb'),
      },
      {
        message: EXEMPTION_NUMBER_MESSAGES['35acb'],
        field: 'organization_35acb_number',
        fill: set({
          organization_35acb_number: '35ACB-1',
          organization_donation_receipt_number: ' ',
        }),
      },
      {
        message: M.receiptPrefixRequired,
        field: 'organization_donation_receipt_number',
        fill: set({ organization_donation_receipt_number: 'HOPE-1' }),
      },
      {
        message: M.receiptPrefixFormat,
        field: 'organization_donation_receipt_number',
        fill: set({ organization_donation_receipt_number: 'HOPE' }),
      },
      {
        message: M.registrationDateRequired,
        field: 'organization_registered_at',
        fill: set({ organization_registered_at: TOMORROW }),
      },
      {
        message: M.registrationDateInFuture,
        field: 'organization_registered_at',
        fill: set({ organization_registered_at: TODAY }),
      },
      {
        message: M.exemptionPercentageRequired,
        field: 'organization_exemption_percentage',
        fill: (f) => toggleExpiry(set({ organization_exemption_percentage: '100%' })(f)),
      },
      {
        message: M.expiryDateRequired,
        field: 'organization_expire_at',
        fill: set({ organization_expire_at: YESTERDAY }),
      },
      {
        message: M.expiryDateInPast,
        field: 'organization_expire_at',
        fill: (f) => toggleFcra(set({ organization_expire_at: TODAY })(f)),
      },
      {
        message: M.fcraNumberRequired,
        field: 'organization_fcra_number',
        fill: set({ organization_fcra_number: '12345678' }),
      },
      {
        message: M.fcraNumberInvalid,
        field: 'organization_fcra_number',
        fill: set({ organization_fcra_number: '123456789' }),
      },
      {
        message: M.fcraDateRequired,
        field: 'organization_fcra_registration_date',
        fill: set({ organization_fcra_registration_date: TOMORROW }),
      },
      {
        message: M.fcraDateInFuture,
        field: 'organization_fcra_registration_date',
        fill: set({ organization_fcra_registration_date: YESTERDAY, is_grant_program: true }),
      },
      {
        message: M.programRequired,
        field: 'organization_program',
        fill: set({ organization_program: 'giving_tueday' }),
      },
      {
        message: M.programRequired,
        field: 'organization_program',
        fill: set({ organization_program: 'ndep_tech_grant_bharat' }),
      },
      {
        message: M.grantConsentRequired,
        field: 'grant_consent',
        fill: set({ is_agreement_signed: true }),
      },
      {
        message: M.agreementLinkRequired,
        field: 'agreement_link',
        fill: set({ agreement_link: 'https://example.org/agreement.pdf' }),
      },
      {
        message: M.termsRequired,
        field: 'first_page_terms',
        fill: set({ first_page_terms: true }),
      },
    ]);
  });

  it('walks an India company: its registered type, and no tax exemption or FCRA blocks', () => {
    walk([
      { message: M.countryRequired, field: 'country_code', fill: (f) => chooseCountry(f, INDIA) },
      {
        message: M.organizationTypeRequired,
        field: 'organization_type',
        fill: (f) => changeOrganizationType(f, 'company'),
      },
      {
        message: M.companyRegisteredTypeRequired,
        field: 'organization_registered_type',
        fill: set({ organization_registered_type: 'trust' }),
      },
      {
        message: M.companyRegisteredTypeRequired,
        field: 'organization_registered_type',
        fill: set({ organization_registered_type: 'llp' }),
      },
      {
        message: M.nameRequired,
        field: 'organization_name',
        fill: set({ organization_name: 'Acme Traders' }),
      },
      {
        message: M.categoryRequired,
        field: 'organization_categories',
        fill: set({ organization_categories: [{ name: 'Technology' }] }),
      },
      // Inside India the number has no length rule.
      {
        message: M.registrationNumberRequired,
        field: 'organization_registeration_number',
        fill: set({ organization_registeration_number: 'U123' }),
      },
      {
        message: M.panRequired,
        field: 'organization_pan_card_number',
        fill: set({ organization_pan_card_number: 'ABCDE1234F' }),
      },
      {
        message: M.emailRequired,
        field: 'organization_email',
        fill: set({ organization_email: 'hello@acme.in' }),
      },
      {
        message: M.phoneRequired,
        field: 'organization_phone',
        fill: set({ organization_phone: '9876543210' }),
      },
      {
        message: M.addressRequired,
        field: 'organization_address_line_1',
        fill: set({ organization_address_line_1: '2 Park Street' }),
      },
      {
        message: M.adminNameRequired,
        field: 'organization_admin_name',
        fill: set({ organization_admin_name: 'Ravi Kumar' }),
      },
      {
        message: M.adminEmailRequired,
        field: 'organization_admin_email',
        fill: set({ organization_admin_email: 'ravi@acme.in' }),
      },
      {
        message: M.adminPhoneRequired,
        field: 'organization_admin_phone',
        fill: set({
          organization_admin_phone: '9876500000',
          // Not asked of a company, even when set.
          organization_is_tax_exemption: true,
          organization_fcra_check: true,
        }),
      },
      {
        message: M.adminPhoneVerificationRequired,
        field: 'organization_admin_phone',
        fill: (f) => f,
      },
      'verify',
      {
        message: M.termsRequired,
        field: 'first_page_terms',
        fill: set({ first_page_terms: true }),
      },
    ]);
  });

  it('walks a US company: no registered type, PAN or required number; the 10-character rule', () => {
    walk([
      { message: M.countryRequired, field: 'country_code', fill: (f) => chooseCountry(f, USA) },
      {
        message: M.organizationTypeRequired,
        field: 'organization_type',
        fill: (f) => changeOrganizationType(f, 'company'),
      },
      {
        message: M.nameRequired,
        field: 'organization_name',
        fill: set({ organization_name: 'Acme Incorporated' }),
      },
      {
        message: M.categoryRequired,
        field: 'organization_categories',
        fill: set({ organization_categories: [{ name: 'Technology' }] }),
      },
      {
        message: M.emailRequired,
        field: 'organization_email',
        fill: set({ organization_registeration_number: '123456789' }),
      },
      {
        message: M.companyRegistrationNumberLength,
        field: 'organization_registeration_number',
        fill: set({ organization_registeration_number: '1234567890' }),
      },
      {
        message: M.emailRequired,
        field: 'organization_email',
        fill: set({ organization_email: 'hello@acme.com' }),
      },
      {
        message: M.phoneRequired,
        field: 'organization_phone',
        fill: set({ organization_phone: '+1-415-555-0100' }),
      },
      {
        message: M.addressRequired,
        field: 'organization_address_line_1',
        fill: set({ organization_address_line_1: '1 Market St' }),
      },
      {
        message: M.adminNameRequired,
        field: 'organization_admin_name',
        fill: set({ organization_admin_name: 'Jane Doe' }),
      },
      {
        message: M.adminEmailRequired,
        field: 'organization_admin_email',
        fill: set({ organization_admin_email: 'jane@acme.com' }),
      },
      {
        message: M.adminPhoneRequired,
        field: 'organization_admin_phone',
        fill: set({ organization_admin_phone: '+1-415-555-0101' }),
      },
      {
        message: M.adminPhoneVerificationRequired,
        field: 'organization_admin_phone',
        fill: (f) => f,
      },
      'verify',
      {
        message: M.termsRequired,
        field: 'first_page_terms',
        fill: set({ first_page_terms: true }),
      },
    ]);
  });
});

type Case = {
  name: string;
  form: RegistrationForm;
  message: string;
  field: RegistrationField;
  verified?: boolean;
};

const ngoTax = { ...validIndiaNgo, ...indiaTaxExemption };
const usNgoTax: RegistrationForm = {
  ...validUsNgo,
  organization_is_tax_exemption: true,
  organization_registered_at: YESTERDAY,
  organization_expire_at: TOMORROW,
};

/** One case per rule and message, each on an otherwise valid form. */
const cases: Case[] = [
  {
    name: 'no country',
    form: { ...validIndiaNgo, country_code: '' },
    message: M.countryRequired,
    field: 'country_code',
  },
  {
    name: 'no type',
    form: { ...validIndiaNgo, organization_type: '' },
    message: M.organizationTypeRequired,
    field: 'organization_type',
  },
  {
    name: 'India NGO without registered type',
    form: { ...validIndiaNgo, organization_registered_type: '' },
    message: M.ngoRegisteredTypeRequired,
    field: 'organization_registered_type',
  },
  {
    name: 'India NGO with a company type',
    form: { ...validIndiaNgo, organization_registered_type: 'llp' },
    message: M.ngoRegisteredTypeRequired,
    field: 'organization_registered_type',
  },
  {
    name: 'India company without registered type',
    form: { ...validIndiaCompany, organization_registered_type: '' },
    message: M.companyRegisteredTypeRequired,
    field: 'organization_registered_type',
  },
  {
    name: 'India company with an NGO type',
    form: { ...validIndiaCompany, organization_registered_type: 'section_8_company' },
    message: M.companyRegisteredTypeRequired,
    field: 'organization_registered_type',
  },
  {
    name: 'blank name',
    form: { ...validIndiaNgo, organization_name: '   ' },
    message: M.nameRequired,
    field: 'organization_name',
  },
  {
    name: 'name of digits',
    form: { ...validIndiaNgo, organization_name: '1234567890' },
    message: M.nameOnlyDigitsOrSpecial,
    field: 'organization_name',
  },
  {
    name: 'name with a symbol',
    form: { ...validIndiaNgo, organization_name: 'Hope & Care Trust' },
    message: M.nameOnlyDigitsOrSpecial,
    field: 'organization_name',
  },
  {
    name: 'name of 51',
    form: { ...validIndiaNgo, organization_name: chars(51) },
    message: M.nameTooLong,
    field: 'organization_name',
  },
  {
    name: 'name of 9',
    form: { ...validIndiaNgo, organization_name: chars(9) },
    message: M.nameTooShort,
    field: 'organization_name',
  },
  {
    name: 'no category',
    form: { ...validIndiaNgo, organization_categories: [] },
    message: M.categoryRequired,
    field: 'organization_categories',
  },
  {
    name: 'blank category',
    form: { ...validIndiaNgo, organization_categories: [{ name: ' ' }] },
    message: M.categoryRequired,
    field: 'organization_categories',
  },
  {
    name: 'India without registration number',
    form: { ...validIndiaNgo, organization_registeration_number: '' },
    message: M.registrationNumberRequired,
    field: 'organization_registeration_number',
  },
  {
    name: 'US company number of 9',
    form: { ...validUsCompany, organization_registeration_number: chars(9) },
    message: M.companyRegistrationNumberLength,
    field: 'organization_registeration_number',
  },
  {
    name: 'US company number of 11',
    form: { ...validUsCompany, organization_registeration_number: chars(11) },
    message: M.companyRegistrationNumberLength,
    field: 'organization_registeration_number',
  },
  {
    name: 'India without PAN',
    form: { ...validIndiaNgo, organization_pan_card_number: '' },
    message: M.panRequired,
    field: 'organization_pan_card_number',
  },
  {
    name: 'India with a bad PAN',
    form: { ...validIndiaNgo, organization_pan_card_number: 'ABCD12345F' },
    message: M.panInvalid,
    field: 'organization_pan_card_number',
  },
  {
    name: 'no email',
    form: { ...validIndiaNgo, organization_email: '' },
    message: M.emailRequired,
    field: 'organization_email',
  },
  {
    name: 'bad email',
    form: { ...validIndiaNgo, organization_email: 'contact@hope' },
    message: M.emailInvalid,
    field: 'organization_email',
  },
  {
    name: 'no phone',
    form: { ...validIndiaNgo, organization_phone: '' },
    message: M.phoneRequired,
    field: 'organization_phone',
  },
  {
    name: 'phone of 5 digits',
    form: { ...validIndiaNgo, organization_phone: '12345' },
    message: M.phoneInvalid,
    field: 'organization_phone',
  },
  {
    name: 'phone with letters',
    form: { ...validIndiaNgo, organization_phone: '12ab' },
    message: M.phoneInvalid,
    field: 'organization_phone',
  },
  {
    name: 'phone of 16 digits',
    form: { ...validIndiaNgo, organization_phone: '1234567890123456' },
    message: M.phoneInvalid,
    field: 'organization_phone',
  },
  {
    name: 'no address',
    form: { ...validIndiaNgo, organization_address_line_1: '' },
    message: M.addressRequired,
    field: 'organization_address_line_1',
  },
  {
    name: 'no admin name',
    form: { ...validIndiaNgo, organization_admin_name: '' },
    message: M.adminNameRequired,
    field: 'organization_admin_name',
  },
  {
    name: 'admin name with digits',
    form: { ...validIndiaNgo, organization_admin_name: 'Asha 2' },
    message: M.adminNameFormat,
    field: 'organization_admin_name',
  },
  {
    name: 'admin name with a symbol',
    form: { ...validIndiaNgo, organization_admin_name: 'Asha @ Rao' },
    message: M.adminNameSymbols,
    field: 'organization_admin_name',
  },
  {
    name: 'admin name of 51',
    form: { ...validIndiaNgo, organization_admin_name: chars(51) },
    message: M.adminNameTooLong,
    field: 'organization_admin_name',
  },
  {
    name: 'no admin email',
    form: { ...validIndiaNgo, organization_admin_email: '' },
    message: M.adminEmailRequired,
    field: 'organization_admin_email',
  },
  {
    name: 'bad admin email',
    form: { ...validIndiaNgo, organization_admin_email: 'asha@' },
    message: M.adminEmailInvalid,
    field: 'organization_admin_email',
  },
  {
    name: 'designation with digits',
    form: { ...validIndiaNgo, organization_admin_designation: 'Director 2' },
    message: M.designationFormat,
    field: 'organization_admin_designation',
  },
  {
    name: 'designation of 51',
    form: { ...validIndiaNgo, organization_admin_designation: chars(51) },
    message: M.designationTooLong,
    field: 'organization_admin_designation',
  },
  {
    name: 'no admin phone',
    form: { ...validIndiaNgo, organization_admin_phone: '' },
    message: M.adminPhoneRequired,
    field: 'organization_admin_phone',
  },
  {
    name: 'admin phone not verified',
    form: validIndiaNgo,
    verified: false,
    message: M.adminPhoneVerificationRequired,
    field: 'organization_admin_phone',
  },
  {
    name: 'admin phone of 5 digits',
    form: { ...validIndiaNgo, organization_admin_phone: '12345' },
    message: M.adminPhoneInvalid,
    field: 'organization_admin_phone',
  },
  {
    name: 'admin phone of 16 digits',
    form: { ...validIndiaNgo, organization_admin_phone: '1234567890123456' },
    message: M.adminPhoneInvalid,
    field: 'organization_admin_phone',
  },
  {
    name: 'India NGO tax exemption without 80G or 80GGA',
    form: { ...ngoTax, organization_80g_check: false, organization_80g_number: '' },
    message: M.exemptionCertificateRequired,
    field: 'organization_80g_number',
  },
  {
    name: 'India NGO tax exemption with only 80U',
    form: {
      ...ngoTax,
      organization_80g_check: false,
      organization_80g_number: '',
      organization_80u_check: true,
      organization_80u_number: 'U-1',
    },
    message: M.exemptionCertificateRequired,
    field: 'organization_80g_number',
  },
  {
    name: 'India NGO tax exemption with 80G unchecked but numbered',
    form: { ...ngoTax, organization_80g_check: false },
    message: M.exemptionCertificateRequired,
    field: 'organization_80g_number',
  },
  // With both certificate sections numbered, a checked section without its number names itself.
  ...EXEMPTION_SECTIONS.map((section) => ({
    name: `checked ${section.label} without its number`,
    form: {
      ...ngoTax,
      organization_80gga_check: true,
      organization_80gga_number: 'GGA-1',
      [section.check]: true,
      [section.number]: '',
    },
    message: EXEMPTION_NUMBER_MESSAGES[section.key],
    field: section.number,
  })),
  {
    name: 'India NGO tax exemption without prefix',
    form: { ...ngoTax, organization_donation_receipt_number: '' },
    message: M.receiptPrefixRequired,
    field: 'organization_donation_receipt_number',
  },
  {
    name: 'India NGO prefix of 21',
    form: { ...ngoTax, organization_donation_receipt_number: chars(21) },
    message: M.receiptPrefixFormat,
    field: 'organization_donation_receipt_number',
  },
  {
    name: 'India NGO prefix with a dash',
    form: { ...ngoTax, organization_donation_receipt_number: 'GC-DRA' },
    message: M.receiptPrefixFormat,
    field: 'organization_donation_receipt_number',
  },
  {
    name: 'India NGO prefix with a space around it (stored and printed as given)',
    form: { ...ngoTax, organization_donation_receipt_number: ' GCDRA' },
    message: M.receiptPrefixFormat,
    field: 'organization_donation_receipt_number',
  },
  {
    name: 'India NGO prefix in Devanagari',
    form: { ...ngoTax, organization_donation_receipt_number: 'आशा' },
    message: M.receiptPrefixFormat,
    field: 'organization_donation_receipt_number',
  },
  {
    name: 'India NGO tax exemption without registration date',
    form: { ...ngoTax, organization_registered_at: '' },
    message: M.registrationDateRequired,
    field: 'organization_registered_at',
  },
  {
    name: 'India NGO tax exemption with a non-date',
    form: { ...ngoTax, organization_registered_at: '2025-02-30' },
    message: M.registrationDateRequired,
    field: 'organization_registered_at',
  },
  {
    name: 'India NGO registration date tomorrow',
    form: { ...ngoTax, organization_registered_at: TOMORROW },
    message: M.registrationDateInFuture,
    field: 'organization_registered_at',
  },
  {
    name: 'India NGO tax exemption without percentage',
    form: { ...ngoTax, organization_exemption_percentage: '' },
    message: M.exemptionPercentageRequired,
    field: 'organization_exemption_percentage',
  },
  {
    name: 'India NGO expiry on without date',
    form: { ...ngoTax, organization_has_expire_date: true },
    message: M.expiryDateRequired,
    field: 'organization_expire_at',
  },
  {
    name: 'India NGO expiry yesterday',
    form: { ...ngoTax, organization_has_expire_date: true, organization_expire_at: YESTERDAY },
    message: M.expiryDateInPast,
    field: 'organization_expire_at',
  },
  {
    name: 'India NGO FCRA without number',
    form: {
      ...validIndiaNgo,
      organization_fcra_check: true,
      organization_fcra_registration_date: YESTERDAY,
    },
    message: M.fcraNumberRequired,
    field: 'organization_fcra_number',
  },
  {
    name: 'FCRA number of 8',
    form: {
      ...validIndiaNgo,
      organization_fcra_check: true,
      organization_fcra_number: '12345678',
      organization_fcra_registration_date: YESTERDAY,
    },
    message: M.fcraNumberInvalid,
    field: 'organization_fcra_number',
  },
  {
    name: 'FCRA number of 10',
    form: {
      ...validIndiaNgo,
      organization_fcra_check: true,
      organization_fcra_number: '1234567890',
      organization_fcra_registration_date: YESTERDAY,
    },
    message: M.fcraNumberInvalid,
    field: 'organization_fcra_number',
  },
  {
    name: 'FCRA without date',
    form: {
      ...validIndiaNgo,
      organization_fcra_check: true,
      organization_fcra_number: '123456789',
    },
    message: M.fcraDateRequired,
    field: 'organization_fcra_registration_date',
  },
  {
    name: 'FCRA date tomorrow',
    form: {
      ...validIndiaNgo,
      organization_fcra_check: true,
      organization_fcra_number: '123456789',
      organization_fcra_registration_date: TOMORROW,
    },
    message: M.fcraDateInFuture,
    field: 'organization_fcra_registration_date',
  },
  {
    name: 'US NGO tax exemption without registration date',
    form: { ...usNgoTax, organization_registered_at: '' },
    message: M.registrationDateRequired,
    field: 'organization_registered_at',
  },
  {
    name: 'US NGO registration date tomorrow',
    form: { ...usNgoTax, organization_registered_at: TOMORROW },
    message: M.registrationDateInFuture,
    field: 'organization_registered_at',
  },
  {
    name: 'US NGO tax exemption with blank prefix',
    form: { ...usNgoTax, organization_donation_receipt_number: '  ' },
    message: M.receiptPrefixRequired,
    field: 'organization_donation_receipt_number',
  },
  {
    name: 'US NGO prefix with a symbol',
    form: { ...usNgoTax, organization_donation_receipt_number: 'GC#1' },
    message: M.receiptPrefixFormat,
    field: 'organization_donation_receipt_number',
  },
  {
    name: 'US NGO tax exemption without expiry (checkbox off)',
    form: { ...usNgoTax, organization_expire_at: '' },
    message: M.expiryDateRequired,
    field: 'organization_expire_at',
  },
  {
    name: 'US NGO expiry yesterday',
    form: { ...usNgoTax, organization_expire_at: YESTERDAY },
    message: M.expiryDateInPast,
    field: 'organization_expire_at',
  },
  {
    name: 'grant program without program',
    form: { ...validIndiaNgo, is_grant_program: true },
    message: M.programRequired,
    field: 'organization_program',
  },
  {
    name: 'grant program with the disabled program',
    form: { ...validIndiaNgo, is_grant_program: true, organization_program: 'giving_tueday' },
    message: M.programRequired,
    field: 'organization_program',
  },
  {
    name: 'ndep without consent',
    form: {
      ...validIndiaNgo,
      is_grant_program: true,
      organization_program: 'ndep_tech_grant_bharat',
    },
    message: M.grantConsentRequired,
    field: 'grant_consent',
  },
  {
    name: 'ndep signed without link',
    form: {
      ...validIndiaNgo,
      is_grant_program: true,
      organization_program: 'ndep_tech_grant_bharat',
      is_agreement_signed: true,
    },
    message: M.agreementLinkRequired,
    field: 'agreement_link',
  },
  {
    name: 'ndep signed with a javascript: link',
    form: {
      ...validIndiaNgo,
      is_grant_program: true,
      organization_program: 'ndep_tech_grant_bharat',
      is_agreement_signed: true,
      agreement_link: 'javascript:alert(1)',
    },
    message: M.agreementLinkInvalid,
    field: 'agreement_link',
  },
  ...(
    [
      ['IN', '41100', M.pinCodeInvalid],
      ['US', '9410', M.zipCodeInvalid],
      ['CA', 'D1A 0B6', M.canadaPostalCodeInvalid],
      ['GB', '94105', M.postcodeInvalid],
      ['SG', '18956', M.singaporePostalCodeInvalid],
      ['DE', '#', M.postalCodeInvalid],
    ] as const
  ).map(([country, postalCode, message]) => ({
    name: `a postal code ${country} would not take`,
    form: {
      ...(country === 'IN' ? validIndiaNgo : { ...validUsNgo, country_code: country }),
      organization_postal_code: postalCode,
    },
    message,
    field: 'organization_postal_code' as const,
  })),
  {
    name: 'no terms',
    form: { ...validIndiaNgo, first_page_terms: false },
    message: M.termsRequired,
    field: 'first_page_terms',
  },
];

describe('each rule', () => {
  it.each(cases)('$name → $message', ({ form, verified = true, message, field }) => {
    expect(firstFailure(form, verified)).toEqual({ message, field });
  });

  it('covers every message of step 0 (the inline-only texts aside)', () => {
    const inlineOnly = new Set<string>([
      M.emailFormat,
      M.phoneFormat,
      M.nameCounterLooksGood,
      M.nameCounterMin,
      M.nameCounterMax,
    ]);
    const covered = new Set(cases.map((c) => c.message));
    const stepMessages = [...Object.values(M), ...Object.values(EXEMPTION_NUMBER_MESSAGES)];
    expect(
      stepMessages.filter((message) => !inlineOnly.has(message) && !covered.has(message)),
    ).toEqual([]);
  });
});

describe('boundaries that pass', () => {
  it.each<[string, Partial<RegistrationForm>]>([
    ['name of 10', { organization_name: chars(10) }],
    ['name of 50', { organization_name: chars(50) }],
    ['name with digits and letters', { organization_name: 'Trust 2024 Pune' }],
    ['phone of 9 digits', { organization_phone: '123456789' }],
    ['phone with spaces', { organization_phone: '+91 98765 43210' }],
    ['national phone with spaces', { organization_phone: '020 2612 3456' }],
    ['admin phone of 9 digits', { organization_admin_phone: '123456789' }],
    ["admin phone of another country's", { organization_admin_phone: '+44 7911 123456' }],
    ['admin name with an apostrophe', { organization_admin_name: "Meera D'Souza" }],
    ['admin name in Devanagari', { organization_admin_name: 'अनिता शर्मा' }],
    ['lower-case PAN', { organization_pan_card_number: 'abcde1234f' }],
    ['admin name of 50', { organization_admin_name: chars(50) }],
    ['no designation', { organization_admin_designation: '' }],
    // The prefix keeps its value when tax exemption is switched off, and is not asked then.
    [
      'a bad receipt prefix without tax exemption',
      { organization_donation_receipt_number: 'GC-1' },
    ],
    [
      'empty second address line and city',
      { organization_address_line_2: '', organization_city: '' },
    ],
    [
      'FCRA of 9 digits, dated today',
      {
        organization_fcra_check: true,
        organization_fcra_number: '123456789',
        organization_fcra_registration_date: TODAY,
      },
    ],
    [
      'grant with consent',
      {
        is_grant_program: true,
        organization_program: 'ndep_tech_grant_bharat',
        grant_consent: true,
      },
    ],
    [
      'grant signed with link',
      {
        is_grant_program: true,
        organization_program: 'ndep_tech_grant_bharat',
        is_agreement_signed: true,
        agreement_link: 'https://example.org/a.pdf',
      },
    ],
  ])('India NGO: %s', (_name, patch) => {
    expect(validate({ ...validIndiaNgo, ...patch })).toEqual({ ok: true });
  });

  it.each<[string, Partial<RegistrationForm>]>([
    [
      '80GGA instead of 80G',
      {
        organization_80g_check: false,
        organization_80g_number: '',
        organization_80gga_check: true,
        organization_80gga_number: 'GGA-1',
      },
    ],
    ['registration date today', { organization_registered_at: TODAY }],
    ['receipt prefix of 20', { organization_donation_receipt_number: chars(20) }],
    ['receipt prefix of one digit', { organization_donation_receipt_number: '7' }],
    ['lower-case receipt prefix', { organization_donation_receipt_number: 'hope2024' }],
    ['expiry today', { organization_has_expire_date: true, organization_expire_at: TODAY }],
    ['expiry tomorrow', { organization_has_expire_date: true, organization_expire_at: TOMORROW }],
    ['expiry in the past while its checkbox is off', { organization_expire_at: YESTERDAY }],
  ])('India NGO tax exemption: %s', (_name, patch) => {
    expect(validate({ ...ngoTax, ...patch })).toEqual({ ok: true });
  });

  it.each<[string, RegistrationForm]>([
    [
      'US company number of 10',
      { ...validUsCompany, organization_registeration_number: chars(10) },
    ],
    ['US NGO number of any length', { ...validUsNgo, organization_registeration_number: chars(3) }],
    [
      'US NGO receipt prefix of 20',
      { ...usNgoTax, organization_donation_receipt_number: chars(20) },
    ],
    [
      'US NGO tax exemption with dates today',
      { ...usNgoTax, organization_registered_at: TODAY, organization_expire_at: TODAY },
    ],
  ])('%s', (_name, form) => {
    expect(validate(form)).toEqual({ ok: true });
  });
});

describe('India and elsewhere', () => {
  it('asks no registered type, registration number or PAN outside India', () => {
    expect(
      validate({
        ...validUsCompany,
        organization_registered_type: '',
        organization_pan_card_number: 'junk',
      }),
    ).toEqual({ ok: true });
  });

  it('has no 10-character rule inside India', () => {
    expect(validate({ ...validIndiaCompany, organization_registeration_number: chars(3) })).toEqual(
      { ok: true },
    );
  });

  it('asks no sections, percentage or FCRA of a US NGO', () => {
    expect(
      validate({ ...usNgoTax, organization_80u_check: true, organization_fcra_check: true }),
    ).toEqual({ ok: true });
  });

  it('asks no certificate, percentage or dates of an India company with the flag set', () => {
    expect(validate({ ...validIndiaCompany, organization_is_tax_exemption: true })).toEqual({
      ok: true,
    });
  });

  it('takes the verification from the caller, never from the form', () => {
    const form = {
      ...validIndiaNgo,
      IsAdminVerified: true,
      is_admin_phone_verified: true,
    } as RegistrationForm;
    expect(firstFailure(form, false)?.message).toBe(M.adminPhoneVerificationRequired);
  });
});

describe('errors', () => {
  it('lists every failing field once, with its first message, in rule order', () => {
    const result = validate(
      {
        ...validIndiaNgo,
        organization_name: '12',
        organization_email: 'x',
        organization_phone: '1',
        first_page_terms: false,
      },
      false,
    );
    expect(result).toEqual({
      ok: false,
      message: M.nameOnlyDigitsOrSpecial,
      field: 'organization_name',
      errors: [
        { field: 'organization_name', message: M.nameOnlyDigitsOrSpecial },
        { field: 'organization_email', message: M.emailInvalid },
        { field: 'organization_admin_phone', message: M.adminPhoneVerificationRequired },
        { field: 'organization_phone', message: M.phoneInvalid },
        { field: 'first_page_terms', message: M.termsRequired },
      ],
    });
  });

  it('lists every required field of an empty form', () => {
    const result = validate(emptyRegistrationForm, false);
    expect(result.ok ? [] : result.errors.map((error) => error.field)).toEqual([
      'country_code',
      'organization_type',
      'organization_name',
      'organization_categories',
      'organization_email',
      'organization_phone',
      'organization_address_line_1',
      'organization_admin_name',
      'organization_admin_email',
      'organization_admin_phone',
      'first_page_terms',
    ]);
  });
});

describe('the postal code', () => {
  it('is optional, written as the post writes it', () => {
    expect(validate({ ...validIndiaNgo, organization_postal_code: '' }).ok).toBe(true);
    expect(validate({ ...validIndiaNgo, organization_postal_code: '411 001' }).ok).toBe(true);
    expect(validate({ ...validUsNgo, organization_postal_code: '94105-1234' }).ok).toBe(true);
  });

  it('is checked after the address and before the signatory', () => {
    const form = {
      ...validIndiaNgo,
      organization_postal_code: '1',
      organization_admin_name: '',
    };
    expect(firstFailure(form)?.field).toBe('organization_postal_code');
    expect(firstFailure({ ...form, organization_address_line_1: '' })?.field).toBe(
      'organization_address_line_1',
    );
  });
});
