import {
  BANK_ACCOUNTS,
  bankAccountField,
  emptyPaymentsForm,
  type PaymentsForm,
  paymentsFormSchema,
} from '@givecrowd/shared/payments/payments-form';
import { openAccountNumber, sealAccountNumber } from './account-number-cipher.ts';

const RE_ENTRY_FIELDS: ReadonlySet<string> = new Set(
  BANK_ACCOUNTS.map(({ prefix }) => bankAccountField(prefix, 're_account_number')),
);

/**
 * The step-2 form as the draft's data keeps it (docs/product/wizard.md#bank-accounts-at-rest):
 * each account number sealed under the bank-account key, its re-entry never stored.
 */
export function toStoredPaymentsForm(
  form: PaymentsForm,
  key: Buffer | undefined,
): Record<string, unknown> {
  const stored: Record<string, unknown> = Object.fromEntries(
    Object.entries(form).filter(([field]) => !RE_ENTRY_FIELDS.has(field)),
  );
  for (const { prefix } of BANK_ACCOUNTS) {
    const field = bankAccountField(prefix, 'account_number');
    stored[field] = form[field] === '' ? '' : sealAccountNumber(key, form[field]);
  }
  return stored;
}

/**
 * The step-2 form of a draft's data, for its owner's own form only: the numbers opened, and each
 * re-entry equal to its number (so the form shows Matched). A draft saved before step 2 reads as a
 * new step 2.
 */
export function readPaymentsForm(
  data: Record<string, unknown>,
  key: Buffer | undefined,
): PaymentsForm {
  const form = paymentsFormSchema.parse({ ...emptyPaymentsForm, ...data });
  for (const { prefix } of BANK_ACCOUNTS) {
    const field = bankAccountField(prefix, 'account_number');
    const number = form[field] === '' ? '' : openAccountNumber(key, form[field]);
    form[field] = number;
    form[bankAccountField(prefix, 're_account_number')] = number;
  }
  return form;
}
