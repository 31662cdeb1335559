import { registrationFormSchema } from '@givecrowd/shared/organization/registration-form';
import { emptyWebsiteForm, websiteFormSchema } from '@givecrowd/shared/organization/website-form';
import type { WizardValues } from '@givecrowd/shared/organization/wizard-form';
import { emptyPaymentsForm, paymentsFormSchema } from '@givecrowd/shared/payments/payments-form';
import { openAccountNumbers } from './bank-accounts/stored-payments-form.ts';

/**
 * The wizard's form as a draft's data keeps it, every step (a step never saved reads as a new
 * one): the bank account numbers still sealed (docs/product/wizard.md#bank-accounts-at-rest).
 */
export type StoredForm = WizardValues;

export function readStoredForm(data: Record<string, unknown>): StoredForm {
  return {
    ...registrationFormSchema.parse(data),
    ...websiteFormSchema.parse({ ...emptyWebsiteForm, ...data }),
    ...paymentsFormSchema.parse({ ...emptyPaymentsForm, ...data }),
  };
}

/**
 * The wizard's form of a stored one, the bank account numbers opened: only its owner's own
 * answers, and comparisons inside the server, may use it as it is.
 */
export function openWizardForm(form: StoredForm, bankAccountKey: Buffer): WizardValues {
  return { ...form, ...openAccountNumbers(form, bankAccountKey) };
}

/** The opened wizard's form of a draft's stored data. */
export const readWizardForm = (data: Record<string, unknown>, bankAccountKey: Buffer) =>
  openWizardForm(readStoredForm(data), bankAccountKey);
