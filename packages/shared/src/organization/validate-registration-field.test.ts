import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES as M } from './messages.ts';
import {
  indiaTaxExemption,
  TODAY,
  TOMORROW,
  validIndiaNgo,
  validUsCompany,
  YESTERDAY,
} from './registration-form.fixtures.ts';
import type { RegistrationField, RegistrationForm } from './registration-form.ts';
import { validateRegistrationField } from './validate-registration-field.ts';

const ngoTax = { ...validIndiaNgo, ...indiaTaxExemption };
const ngoFcra: RegistrationForm = {
  ...validIndiaNgo,
  organization_fcra_check: true,
  organization_fcra_number: '123456789',
  organization_fcra_registration_date: YESTERDAY,
};

const ndepSigned: RegistrationForm = {
  ...validIndiaNgo,
  is_grant_program: true,
  organization_program: 'ndep_tech_grant_bharat',
  is_agreement_signed: true,
};

type Case = [string, RegistrationField, RegistrationForm, string | null];

const inline = (field: RegistrationField, form: RegistrationForm) =>
  validateRegistrationField(field, form, TODAY);

describe('validateRegistrationField', () => {
  it.each<Case>([
    [
      'name of digits',
      'organization_name',
      { ...validIndiaNgo, organization_name: '123' },
      M.nameOnlyDigitsOrSpecial,
    ],
    [
      'name of 9',
      'organization_name',
      { ...validIndiaNgo, organization_name: 'A'.repeat(9) },
      M.nameTooShort,
    ],
    [
      'name of 10',
      'organization_name',
      { ...validIndiaNgo, organization_name: 'A'.repeat(10) },
      null,
    ],
    [
      'name of 50',
      'organization_name',
      { ...validIndiaNgo, organization_name: 'A'.repeat(50) },
      null,
    ],
    [
      'name of 51',
      'organization_name',
      { ...validIndiaNgo, organization_name: 'A'.repeat(51) },
      M.nameTooLong,
    ],
    ['empty name', 'organization_name', { ...validIndiaNgo, organization_name: '' }, null],
    [
      'US company number of 9',
      'organization_registeration_number',
      { ...validUsCompany, organization_registeration_number: '123456789' },
      M.companyRegistrationNumberLength,
    ],
    [
      'US company number of 10',
      'organization_registeration_number',
      { ...validUsCompany, organization_registeration_number: '1234567890' },
      null,
    ],
    [
      'India number of 3',
      'organization_registeration_number',
      { ...validIndiaNgo, organization_registeration_number: '123' },
      null,
    ],
    [
      'bad PAN',
      'organization_pan_card_number',
      { ...validIndiaNgo, organization_pan_card_number: 'ABCDE12345' },
      M.panInvalid,
    ],
    [
      'lower-case PAN',
      'organization_pan_card_number',
      { ...validIndiaNgo, organization_pan_card_number: 'abcde1234f' },
      null,
    ],
    [
      'bad email',
      'organization_email',
      { ...validIndiaNgo, organization_email: 'a@b' },
      M.emailFormat,
    ],
    [
      'bad admin email',
      'organization_admin_email',
      { ...validIndiaNgo, organization_admin_email: 'a@b' },
      M.emailFormat,
    ],
    [
      "the spec's short phone",
      'organization_phone',
      { ...validIndiaNgo, organization_phone: '12345' },
      M.phoneFormat,
    ],
    [
      "the spec's phone with letters",
      'organization_phone',
      { ...validIndiaNgo, organization_phone: '12ab' },
      M.phoneFormat,
    ],
    [
      'phone with spaces, India',
      'organization_phone',
      { ...validIndiaNgo, organization_phone: '+91 98765 43210' },
      null,
    ],
    [
      'national phone with spaces, India',
      'organization_phone',
      { ...validIndiaNgo, organization_phone: '98765 43210' },
      null,
    ],
    [
      'phone with brackets, US',
      'organization_phone',
      { ...validUsCompany, organization_phone: '(415) 555-0123' },
      null,
    ],
    [
      'an Indian national phone in a US form',
      'organization_phone',
      { ...validUsCompany, organization_phone: '98765 43210' },
      M.phoneFormat,
    ],
    [
      'admin phone of 16',
      'organization_admin_phone',
      { ...validIndiaNgo, organization_admin_phone: '1234567890123456' },
      M.phoneFormat,
    ],
    [
      'admin phone with dots, India',
      'organization_admin_phone',
      { ...validIndiaNgo, organization_admin_phone: '98765.43210' },
      null,
    ],
    [
      "admin phone of another country's, typed internationally",
      'organization_admin_phone',
      { ...validIndiaNgo, organization_admin_phone: '+44 7911 123456' },
      null,
    ],
    [
      'admin name with digits',
      'organization_admin_name',
      { ...validIndiaNgo, organization_admin_name: 'Asha 2' },
      M.adminNameFormat,
    ],
    [
      'admin name with a symbol',
      'organization_admin_name',
      { ...validIndiaNgo, organization_admin_name: 'Asha @ Rao' },
      M.adminNameSymbols,
    ],
    [
      'admin name with an apostrophe',
      'organization_admin_name',
      { ...validIndiaNgo, organization_admin_name: "Meera D'Souza" },
      null,
    ],
    [
      'admin name in Devanagari',
      'organization_admin_name',
      { ...validIndiaNgo, organization_admin_name: 'अनिता शर्मा' },
      null,
    ],
    [
      'admin name of 51',
      'organization_admin_name',
      { ...validIndiaNgo, organization_admin_name: 'A'.repeat(51) },
      M.adminNameTooLong,
    ],
    [
      'designation with digits',
      'organization_admin_designation',
      { ...validIndiaNgo, organization_admin_designation: 'No 1' },
      M.designationFormat,
    ],
    [
      'designation with an ampersand',
      'organization_admin_designation',
      { ...validIndiaNgo, organization_admin_designation: 'Co-founder & Sr. Director' },
      M.designationFormat,
    ],
    [
      'designation with hyphens and dots',
      'organization_admin_designation',
      { ...validIndiaNgo, organization_admin_designation: 'Co-founder and Sr. Director' },
      null,
    ],
    [
      'agreement link with javascript:',
      'agreement_link',
      { ...ndepSigned, agreement_link: 'javascript:alert(1)' },
      M.agreementLinkInvalid,
    ],
    [
      'agreement link over https',
      'agreement_link',
      { ...ndepSigned, agreement_link: 'https://example.org/agreement.pdf' },
      null,
    ],
    [
      'FCRA of 8',
      'organization_fcra_number',
      { ...ngoFcra, organization_fcra_number: '12345678' },
      M.fcraNumberInvalid,
    ],
    [
      'FCRA of 10',
      'organization_fcra_number',
      { ...ngoFcra, organization_fcra_number: '1234567890' },
      M.fcraNumberInvalid,
    ],
    [
      'FCRA date tomorrow',
      'organization_fcra_registration_date',
      { ...ngoFcra, organization_fcra_registration_date: TOMORROW },
      M.fcraDateInFuture,
    ],
    [
      'FCRA date today',
      'organization_fcra_registration_date',
      { ...ngoFcra, organization_fcra_registration_date: TODAY },
      null,
    ],
    [
      'registration date tomorrow',
      'organization_registered_at',
      { ...ngoTax, organization_registered_at: TOMORROW },
      M.registrationDateInFuture,
    ],
    [
      'registration date today',
      'organization_registered_at',
      { ...ngoTax, organization_registered_at: TODAY },
      null,
    ],
    [
      'expiry yesterday',
      'organization_expire_at',
      { ...ngoTax, organization_has_expire_date: true, organization_expire_at: YESTERDAY },
      M.expiryDateInPast,
    ],
    [
      'expiry today',
      'organization_expire_at',
      { ...ngoTax, organization_has_expire_date: true, organization_expire_at: TODAY },
      null,
    ],
    [
      'checked 80U without number',
      'organization_80u_number',
      { ...ngoTax, organization_80u_check: true },
      'Organization 80u number is required.',
    ],
    [
      'receipt prefix with a dash',
      'organization_donation_receipt_number',
      { ...ngoTax, organization_donation_receipt_number: 'GC-1' },
      M.receiptPrefixFormat,
    ],
    [
      'receipt prefix of 20',
      'organization_donation_receipt_number',
      { ...ngoTax, organization_donation_receipt_number: 'A'.repeat(20) },
      null,
    ],
    [
      'empty receipt prefix (its required rule speaks on Next)',
      'organization_donation_receipt_number',
      { ...ngoTax, organization_donation_receipt_number: '' },
      null,
    ],
  ])('%s', (_name, field, form, message) => {
    expect(inline(field, form)).toBe(message);
  });

  it('shows no required message while typing', () => {
    const empty: RegistrationForm = {
      ...validIndiaNgo,
      organization_email: '',
      organization_admin_phone: '',
    };
    expect(inline('organization_email', empty)).toBeNull();
    expect(inline('organization_admin_phone', empty)).toBeNull();
    expect(inline('country_code', { ...validIndiaNgo, country_code: '' })).toBeNull();
  });

  it('does not ask for the phone verification inline', () => {
    expect(inline('organization_admin_phone', validIndiaNgo)).toBeNull();
  });
});
