import { normalizeIfsc } from '@givecrowd/shared/organization/formats';
import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import {
  BANK_ACCOUNT_KEYS,
  BANK_ACCOUNTS,
  type BankAccountKey,
  bankAccountField,
  emptyPaymentsForm,
  type PaymentsForm,
  paymentsFormSchema,
} from '@givecrowd/shared/payments/payments-form';
import {
  isIndiaOrganization,
  type PaymentsRuleContext,
} from '@givecrowd/shared/payments/payments-rules';
import { toE164Phone } from '@givecrowd/shared/phone/phone-number';

/** How one field of a kept account is stored; text that the rules will refuse stays as typed. */
function storedValue(key: BankAccountKey, value: string): string {
  if (key === 'account_ifsc') return normalizeIfsc(value);
  if (key === 'account_phone') return toE164Phone(value, INDIA_COUNTRY_CODE) ?? value;
  return value.trim();
}

/**
 * The step-2 form as the server will check and store it
 * (docs/product/wizard.md#step-2-rules-and-saves): outside India there is no bank account, and an
 * account whose box is unchecked is cleared — both read back as a new account (the FCRA IFSC
 * preset). A kept account's IFSC is upper case, its phone in E.164 (an Indian number) and its
 * other fields trimmed.
 */
export function normalizePaymentsForm(
  form: PaymentsForm,
  context: PaymentsRuleContext,
): PaymentsForm {
  const normalized: Record<string, unknown> = { ...form };
  for (const { prefix, show } of BANK_ACCOUNTS) {
    const isKept = isIndiaOrganization(context) && form[show];
    normalized[show] = isKept;
    for (const key of BANK_ACCOUNT_KEYS) {
      const field = bankAccountField(prefix, key);
      normalized[field] = isKept ? storedValue(key, form[field]) : emptyPaymentsForm[field];
    }
  }
  return paymentsFormSchema.parse(normalized);
}
