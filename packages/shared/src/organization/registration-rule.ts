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

/** One step-0 rule: the field it marks, its message, and when it fails. */
export type RegistrationRule = {
  field: RegistrationField;
  message: string;
  fails: (input: RuleInput) => boolean;
  /** Set on format rules: the text shown under the field while typing. */
  inlineMessage?: string;
};

export const rule = (
  field: RegistrationField,
  message: string,
  fails: RegistrationRule['fails'],
): RegistrationRule => ({ field, message, fails });

export const formatRule = (
  field: RegistrationField,
  message: string,
  fails: RegistrationRule['fails'],
  inlineMessage: string = message,
): RegistrationRule => ({ field, message, fails, inlineMessage });

export const isBlank = (value: string) => value.trim() === '';
export const isFilled = (value: string) => !isBlank(value);
export const isIndia = (form: RegistrationForm) => form.country_code === INDIA_COUNTRY_CODE;
export const isIndiaNgo = (form: RegistrationForm) =>
  isIndia(form) && form.organization_type === 'ngo';
