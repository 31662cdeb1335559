import { describe, expect, it } from 'vitest';
import { clearSwitchedOffBlocks } from './clear-switched-off-blocks.ts';
import {
  indiaTaxExemption,
  TOMORROW,
  validIndiaCompany,
  validIndiaNgo,
  validUsCompany,
  validUsNgo,
  YESTERDAY,
} from './registration-form.fixtures.ts';
import { EXEMPTION_SECTIONS, type RegistrationForm } from './registration-form.ts';

/** Every conditional field answered, whether or not its block is on. */
const everyAnswer: Partial<RegistrationForm> = {
  ...indiaTaxExemption,
  organization_80u_check: true,
  organization_80u_number: 'U-1',
  organization_35ac_number: 'AC-1',
  organization_has_expire_date: true,
  organization_expire_at: TOMORROW,
  organization_digital_signature: 'organization_digital_signature/a.png',
  organization_donation_receipt_number: 'HOPE',
  organization_fcra_check: true,
  organization_fcra_number: '123456789',
  organization_fcra_registration_date: YESTERDAY,
  is_grant_program: true,
  organization_program: 'ndep_tech_grant_bharat',
  is_agreement_signed: true,
  agreement_link: 'https://example.org/agreement.pdf',
  grant_consent: true,
};

const taxExemptionOff = {
  organization_is_tax_exemption: false,
  organization_registered_at: '',
  organization_has_expire_date: false,
  organization_expire_at: '',
  organization_exemption_percentage: '',
  organization_digital_signature: '',
  ...Object.fromEntries(
    EXEMPTION_SECTIONS.flatMap((section) => [
      [section.check, false],
      [section.number, ''],
    ]),
  ),
};
const fcraOff = {
  organization_fcra_check: false,
  organization_fcra_number: '',
  organization_fcra_registration_date: '',
};
const grantOff = {
  organization_program: '',
  is_agreement_signed: false,
  agreement_link: '',
  grant_consent: false,
};

describe('clearSwitchedOffBlocks', () => {
  it('keeps every answer of the blocks that are on, except the ones the screen hides', () => {
    const form = { ...validIndiaNgo, ...everyAnswer };
    expect(clearSwitchedOffBlocks(form)).toEqual({
      ...form,
      organization_35ac_number: '',
      grant_consent: false,
    });
  });

  it('changes nothing of a form whose blocks are all off', () => {
    expect(clearSwitchedOffBlocks(validIndiaNgo)).toEqual(validIndiaNgo);
  });

  it('empties the tax exemption of an NGO that unchecked it, keeping the receipt prefix', () => {
    const form = { ...validIndiaNgo, ...everyAnswer, organization_is_tax_exemption: false };
    expect(clearSwitchedOffBlocks(form)).toMatchObject({
      ...taxExemptionOff,
      organization_donation_receipt_number: 'HOPE',
      organization_fcra_number: '123456789',
    });
  });

  it.each([
    ['an India company', validIndiaCompany],
    ['a US company', validUsCompany],
  ])('empties the tax-exemption and FCRA fields of %s', (_name, company) => {
    const cleared = clearSwitchedOffBlocks({ ...company, ...everyAnswer });
    expect(cleared).toMatchObject({ ...taxExemptionOff, ...fcraOff });
    expect(cleared.agreement_link).toBe('https://example.org/agreement.pdf');
  });

  it("empties an India NGO's unchecked sections and its expiry without 'Has expiry date'", () => {
    const cleared = clearSwitchedOffBlocks({
      ...validIndiaNgo,
      ...everyAnswer,
      organization_80u_check: false,
      organization_has_expire_date: false,
    });
    expect(cleared).toMatchObject({
      organization_80g_number: indiaTaxExemption.organization_80g_number,
      organization_80u_number: '',
      organization_expire_at: '',
      organization_registered_at: YESTERDAY,
    });
  });

  it('empties what does not apply to an NGO outside India, keeping its dates and prefix', () => {
    const cleared = clearSwitchedOffBlocks({ ...validUsNgo, ...everyAnswer });
    expect(cleared).toMatchObject({
      organization_is_tax_exemption: true,
      organization_80g_check: false,
      organization_80g_number: '',
      organization_80u_number: '',
      organization_exemption_percentage: '',
      organization_has_expire_date: false,
      organization_registered_at: YESTERDAY,
      organization_expire_at: TOMORROW,
      organization_donation_receipt_number: 'HOPE',
      organization_digital_signature: 'organization_digital_signature/a.png',
      ...fcraOff,
    });
  });

  it('empties the FCRA number and date while FCRA is unchecked', () => {
    const form = { ...validIndiaNgo, ...everyAnswer, organization_fcra_check: false };
    expect(clearSwitchedOffBlocks(form)).toMatchObject(fcraOff);
  });

  it('empties the grant block while the grant program is off', () => {
    const form = { ...validIndiaNgo, ...everyAnswer, is_grant_program: false };
    expect(clearSwitchedOffBlocks(form)).toMatchObject({ is_grant_program: false, ...grantOff });
  });

  it('keeps only the consent of an NDEP answer without a signed agreement', () => {
    const form = { ...validIndiaNgo, ...everyAnswer, is_agreement_signed: false };
    expect(clearSwitchedOffBlocks(form)).toMatchObject({
      organization_program: 'ndep_tech_grant_bharat',
      is_agreement_signed: false,
      agreement_link: '',
      grant_consent: true,
    });
  });

  it('keeps no NDEP answer for another program', () => {
    const form: RegistrationForm = {
      ...validIndiaNgo,
      ...everyAnswer,
      organization_program: 'giving_tueday',
    };
    expect(clearSwitchedOffBlocks(form)).toMatchObject({
      ...grantOff,
      organization_program: 'giving_tueday',
    });
  });

  it('leaves the form it was given untouched', () => {
    const form = { ...validUsCompany, ...everyAnswer };
    const copy = structuredClone(form);
    clearSwitchedOffBlocks(form);
    expect(form).toEqual(copy);
  });
});
