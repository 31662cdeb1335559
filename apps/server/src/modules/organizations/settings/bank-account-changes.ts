import { CHANGE_REQUEST_SECTIONS } from '@givecrowd/shared/organization/settings/settings-fields';
import { SETTINGS_MESSAGES } from '@givecrowd/shared/organization/settings/settings-messages';
import { maskAccountNumber } from '@givecrowd/shared/payments/payments-api';
import {
  BANK_ACCOUNTS,
  bankAccountField,
  type PaymentsForm,
} from '@givecrowd/shared/payments/payments-form';
import {
  isIndiaOrganization,
  validatePaymentsStep,
} from '@givecrowd/shared/payments/payments-rules';
import type { DbExecutor } from '@/db/executor.ts';
import type { StoredFieldChange } from '@/db/schema.ts';
import { AppError } from '@/lib/errors.ts';
import { sealAccountNumber } from '../bank-accounts/account-number-cipher.ts';
import { checkPaymentsReferences } from '../pages/payments/check-payments-references.ts';
import { normalizePaymentsForm } from '../pages/payments/normalize-payments-form.ts';
import { paymentsRuleContext } from '../pages/payments/payments-rule-context.ts';
import { openWizardForm } from '../read-wizard-form.ts';
import type { Organization } from '../repository.ts';
import { assertSectionRules, assertSomethingChanged, changedFields } from './changed-fields.ts';

const NUMBER_FIELDS: ReadonlySet<string> = new Set(
  BANK_ACCOUNTS.map(({ prefix }) => bankAccountField(prefix, 'account_number')),
);
const RE_ENTRY_FIELDS: ReadonlySet<string> = new Set(
  BANK_ACCOUNTS.map(({ prefix }) => bankAccountField(prefix, 're_account_number')),
);

/** The section's fields a change request records: the re-entries only confirm the numbers. */
const RECORDED_FIELDS = CHANGE_REQUEST_SECTIONS.bank_accounts.filter(
  (field) => !RE_ENTRY_FIELDS.has(field),
);

/**
 * What a change of India's bank accounts changes (docs/product/organization-settings.md#bank-accounts):
 * the section checked with step 2's own rules and normalizing over the stored accounts, the
 * cheques the owner's own uploads, and each changed field beside its value now. An account
 * number is recorded masked on both sides, the new one kept sealed for the approval to write: the
 * change request, the reviewer's page and the history never hold a number in clear.
 */
export async function bankAccountChanges({
  tx,
  ownerId,
  organization,
  values,
  bankAccountKey,
}: {
  tx: DbExecutor;
  ownerId: string;
  organization: Organization;
  values: Partial<PaymentsForm>;
  bankAccountKey: Buffer;
}): Promise<{ fields: string[]; changes: StoredFieldChange[] }> {
  const context = paymentsRuleContext(organization);
  if (!isIndiaOrganization(context)) {
    throw new AppError('bad_request', SETTINGS_MESSAGES.bankAccountsIndiaOnly);
  }
  const current = openWizardForm(organization.form, bankAccountKey);
  const form = normalizePaymentsForm({ ...current, ...values }, context);
  assertSectionRules(validatePaymentsStep(form, context), CHANGE_REQUEST_SECTIONS.bank_accounts);
  await checkPaymentsReferences({ db: tx, ownerId, form });
  const fields = changedFields(RECORDED_FIELDS, current, form);
  assertSomethingChanged(fields);
  const changes = fields.map((field): StoredFieldChange => {
    const [before, after] = [current[field], form[field]];
    if (!NUMBER_FIELDS.has(field) || typeof before !== 'string' || typeof after !== 'string') {
      return { field, old: before, new: after };
    }
    const number = after;
    return {
      field,
      old: maskAccountNumber(before),
      new: maskAccountNumber(number),
      sealed: number === '' ? '' : sealAccountNumber(bankAccountKey, number),
    };
  });
  return { fields, changes };
}

/** The stored form's values a change request's approval writes: a number as it is sealed. */
export const approvedValue = (change: StoredFieldChange) => change.sealed ?? change.new;
