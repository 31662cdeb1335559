import { createRuleBuilders, type Rule } from '../rules/rule-kit.ts';
import {
  INDIA_COUNTRY_CODE,
  type RegistrationField,
  type RegistrationForm,
} from './registration-form.ts';

/** What every rule reads. */
export type RuleInput = {
  form: RegistrationForm;
  /** Decided by the caller: the server from its own record, never from the form (docs/product/registration-rules.md#readings). */
  isAdminPhoneVerified: boolean;
  /** The caller's today, YYYY-MM-DD. */
  today: string;
};

/** One step-0 rule (../rules/rule-kit.ts); format rules carry their inline text. */
export type RegistrationRule = Rule<RuleInput, RegistrationField>;

export const isIndia = (form: RegistrationForm) => form.country_code === INDIA_COUNTRY_CODE;
export const isIndiaNgo = (form: RegistrationForm) =>
  isIndia(form) && form.organization_type === 'ngo';

export const { rule, formatRule, onlyWhen } = createRuleBuilders<RuleInput, RegistrationField>();
