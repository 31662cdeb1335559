import { isEmail, isPan, isPersonNameTooLong, PERSON_NAME_RULES } from '../organization/formats.ts';
import { REGISTRATION_MESSAGES } from '../organization/messages.ts';
import type { AgreementFields } from './agreement-api.ts';
import { AGREEMENT_MESSAGES } from './agreement-messages.ts';

export type AgreementForm = AgreementFields & { partner_signature: string };
export type AgreementField = keyof AgreementForm;
export type AgreementFieldError = { field: AgreementField; message: string };

type Rule = { field: AgreementField; message: string; fails: (form: AgreementForm) => boolean };

const isBlank = (value: string) => value.trim() === '';

/**
 * The agreement's rules in order: the signer's name (a person's name), the registration number,
 * the PAN, the email, the signature. Both the dialog and the server run them.
 */
export const AGREEMENT_RULES: readonly Rule[] = [
  {
    field: 'partner_name',
    message: AGREEMENT_MESSAGES.nameRequired,
    fails: (form) => isBlank(form.partner_name),
  },
  ...PERSON_NAME_RULES.map(({ message, fails }) => ({
    field: 'partner_name' as const,
    message,
    fails: (form: AgreementForm) => fails(form.partner_name),
  })),
  {
    field: 'partner_name',
    message: REGISTRATION_MESSAGES.adminNameTooLong,
    fails: (form) => isPersonNameTooLong(form.partner_name),
  },
  {
    field: 'partner_reg_number',
    message: REGISTRATION_MESSAGES.registrationNumberRequired,
    fails: (form) => isBlank(form.partner_reg_number),
  },
  {
    field: 'partner_pan_number',
    message: REGISTRATION_MESSAGES.panRequired,
    fails: (form) => isBlank(form.partner_pan_number),
  },
  {
    field: 'partner_pan_number',
    message: REGISTRATION_MESSAGES.panInvalid,
    fails: (form) => !isPan(form.partner_pan_number),
  },
  {
    field: 'partner_email',
    message: AGREEMENT_MESSAGES.emailRequired,
    fails: (form) => isBlank(form.partner_email),
  },
  {
    field: 'partner_email',
    message: REGISTRATION_MESSAGES.emailInvalid,
    fails: (form) => !isEmail(form.partner_email),
  },
  {
    field: 'partner_signature',
    message: AGREEMENT_MESSAGES.signatureRequired,
    fails: (form) => isBlank(form.partner_signature),
  },
];

/** Every failing field once, with its first message, in rule order (empty when all pass). */
export function validateAgreement(form: AgreementForm): AgreementFieldError[] {
  const errors: AgreementFieldError[] = [];
  for (const { field, message, fails } of AGREEMENT_RULES) {
    if (errors.some((error) => error.field === field)) continue;
    if (fails(form)) errors.push({ field, message });
  }
  return errors;
}
