import { collectFieldErrors, type FieldError } from '../rules/rule-kit.ts';
import type { RegistrationField } from './registration-form.ts';
import type { RuleInput } from './registration-rule.ts';
import { REGISTRATION_RULES } from './registration-rules.ts';

export type RegistrationFieldError = FieldError<RegistrationField>;

export type RegistrationStepResult =
  | { ok: true }
  | { ok: false; message: string; field: RegistrationField; errors: RegistrationFieldError[] };

/**
 * Step 0's ordered rules (docs/product/registration-rules.md#rule-order). `message` and `field` are the first failing
 * rule's (the banner on Next, the server's 400 `message`); `errors` has every failing field once,
 * with that field's first failing message, in rule order.
 */
export function validateRegistrationStep(input: RuleInput): RegistrationStepResult {
  const errors = collectFieldErrors({ rules: REGISTRATION_RULES, input });
  const [first] = errors;
  if (!first) return { ok: true };
  return { ok: false, message: first.message, field: first.field, errors };
}
