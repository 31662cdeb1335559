import { registrationFormSchema } from '@givecrowd/shared/organization/registration-form';
import { emptyWebsiteForm, websiteFormSchema } from '@givecrowd/shared/organization/website-form';
import type { WizardValues } from '@givecrowd/shared/organization/wizard-form';
import { readPaymentsForm } from './bank-accounts/stored-payments-form.ts';

/**
 * The wizard's form of a draft's stored data, every step (a step never saved reads as a new one),
 * the bank account numbers opened: only its owner's own answers, and comparisons inside the
 * server, may use it as it is.
 */
export function readWizardForm(
  data: Record<string, unknown>,
  bankAccountKey: Buffer | undefined,
): WizardValues {
  return {
    ...registrationFormSchema.parse(data),
    ...websiteFormSchema.parse({ ...emptyWebsiteForm, ...data }),
    ...readPaymentsForm(data, bankAccountKey),
  };
}
