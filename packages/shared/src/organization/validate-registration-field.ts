import { findInlineMessage } from '../rules/rule-kit.ts';
import type { RegistrationField, RegistrationForm } from './registration-form.ts';
import { REGISTRATION_RULES } from './registration-rules.ts';

/**
 * The inline text under one field while the person types: the first failing format rule of that
 * field (docs/product/registration-rules.md#field-formats), or null. Empty fields have no format message; their
 * required rule speaks on Next. The verification flag plays no part in a format rule.
 */
export function validateRegistrationField(
  field: RegistrationField,
  form: RegistrationForm,
  today: string,
): string | null {
  const input = { form, today, isAdminPhoneVerified: false };
  return findInlineMessage({ rules: REGISTRATION_RULES, field, input });
}
