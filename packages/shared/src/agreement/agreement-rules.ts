import { isEmail, isPan, isPersonNameTooLong, PERSON_NAME_RULES } from '../organization/formats.ts';
import { REGISTRATION_MESSAGES } from '../organization/messages.ts';
import {
  collectFieldErrors,
  createRuleBuilders,
  type FieldError,
  isBlank,
  type Rule,
} from '../rules/rule-kit.ts';
import type { AgreementFields } from './agreement-api.ts';
import { AGREEMENT_MESSAGES } from './agreement-messages.ts';

export type AgreementForm = AgreementFields & { partner_signature: string };
export type AgreementField = keyof AgreementForm;
export type AgreementFieldError = FieldError<AgreementField>;

const { rule } = createRuleBuilders<AgreementForm, AgreementField>();

/**
 * The agreement's rules in order: the signer's name (a person's name), the registration number,
 * the PAN, the email, the signature. Both the dialog and the server run them.
 */
export const AGREEMENT_RULES: readonly Rule<AgreementForm, AgreementField>[] = [
  rule('partner_name', AGREEMENT_MESSAGES.nameRequired, (form) => isBlank(form.partner_name)),
  ...PERSON_NAME_RULES.map(({ message, fails }) =>
    rule('partner_name', message, (form) => fails(form.partner_name)),
  ),
  rule('partner_name', REGISTRATION_MESSAGES.adminNameTooLong, (form) =>
    isPersonNameTooLong(form.partner_name),
  ),
  rule('partner_reg_number', REGISTRATION_MESSAGES.registrationNumberRequired, (form) =>
    isBlank(form.partner_reg_number),
  ),
  rule('partner_pan_number', REGISTRATION_MESSAGES.panRequired, (form) =>
    isBlank(form.partner_pan_number),
  ),
  rule(
    'partner_pan_number',
    REGISTRATION_MESSAGES.panInvalid,
    (form) => !isPan(form.partner_pan_number),
  ),
  rule('partner_email', AGREEMENT_MESSAGES.emailRequired, (form) => isBlank(form.partner_email)),
  rule('partner_email', REGISTRATION_MESSAGES.emailInvalid, (form) => !isEmail(form.partner_email)),
  rule('partner_signature', AGREEMENT_MESSAGES.signatureRequired, (form) =>
    isBlank(form.partner_signature),
  ),
];

/** Every failing field once, with its first message, in rule order (empty when all pass). */
export function validateAgreement(form: AgreementForm): AgreementFieldError[] {
  return collectFieldErrors({ rules: AGREEMENT_RULES, input: form });
}
