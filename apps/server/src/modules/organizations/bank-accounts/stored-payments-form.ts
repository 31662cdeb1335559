import {
  BANK_ACCOUNTS,
  bankAccountField,
  type PaymentsForm,
} from '@givecrowd/shared/payments/payments-form';
import { openAccountNumber, sealAccountNumber } from './account-number-cipher.ts';

const RE_ENTRY_FIELDS: ReadonlySet<string> = new Set(
  BANK_ACCOUNTS.map(({ prefix }) => bankAccountField(prefix, 're_account_number')),
);

/**
 * The step-2 form as the draft's data keeps it (docs/product/wizard.md#bank-accounts-at-rest):
 * each account number sealed under the bank-account key, its re-entry never stored.
 */
export function toStoredPaymentsForm(form: PaymentsForm, key: Buffer): Record<string, unknown> {
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
 * The account numbers of a stored step-2 form, opened, for its owner's own form only; each
 * re-entry equal to its number (so the form shows Matched).
 */
export function openAccountNumbers(stored: PaymentsForm, key: Buffer): Partial<PaymentsForm> {
  const opened: Partial<PaymentsForm> = {};
  for (const { prefix } of BANK_ACCOUNTS) {
    const field = bankAccountField(prefix, 'account_number');
    const number = stored[field] === '' ? '' : openAccountNumber(key, stored[field]);
    opened[field] = number;
    opened[bankAccountField(prefix, 're_account_number')] = number;
  }
  return opened;
}
