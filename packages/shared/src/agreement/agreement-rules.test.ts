import { describe, expect, it } from 'vitest';
import { PERSON_NAME_MESSAGES, REGISTRATION_MESSAGES as R } from '../organization/messages.ts';
import { AGREEMENT_MESSAGES as M } from './agreement-messages.ts';
import { type AgreementForm, validateAgreement } from './agreement-rules.ts';

const valid: AgreementForm = {
  partner_name: "Meera D'Souza",
  partner_reg_number: 'MH/2019/0012345',
  partner_pan_number: 'abcde1234f',
  partner_email: 'meera@helpinghands.org',
  partner_signature: 'organization_digital_signature/3f0c.png',
};

describe('validateAgreement', () => {
  it('passes a complete form, with names in any script', () => {
    expect(validateAgreement(valid)).toEqual([]);
    expect(validateAgreement({ ...valid, partner_name: 'अनिता शर्मा' })).toEqual([]);
  });

  it('answers every failing field once, in the rules’ order', () => {
    const empty = { ...valid, partner_name: '', partner_pan_number: '', partner_signature: ' ' };
    expect(validateAgreement(empty)).toEqual([
      { field: 'partner_name', message: M.nameRequired },
      { field: 'partner_pan_number', message: R.panRequired },
      { field: 'partner_signature', message: M.signatureRequired },
    ]);
  });

  it.each([
    ['partner_name', 'Asha 2', PERSON_NAME_MESSAGES.digits],
    ['partner_name', 'Asha @ Rao', PERSON_NAME_MESSAGES.symbols],
    ['partner_name', 'A'.repeat(51), R.adminNameTooLong],
    ['partner_reg_number', ' ', R.registrationNumberRequired],
    ['partner_pan_number', 'ABCD1234F', R.panInvalid],
    ['partner_email', '', M.emailRequired],
    ['partner_email', 'meera@', R.emailInvalid],
    ['partner_signature', '', M.signatureRequired],
  ] as const)('refuses %s %j with %j', (field, value, message) => {
    expect(validateAgreement({ ...valid, [field]: value })).toEqual([{ field, message }]);
  });
});
