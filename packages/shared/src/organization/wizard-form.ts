import type { z } from 'zod';
import {
  emptyPaymentsForm,
  type PaymentsField,
  paymentsFormSchema,
} from '../payments/payments-form.ts';
import { validatePaymentsField } from '../payments/payments-rules.ts';
import {
  emptyRegistrationForm,
  type RegistrationField,
  registrationFormSchema,
} from './registration-form.ts';
import { validateRegistrationField } from './validate-registration-field.ts';
import { emptyWebsiteForm, type WebsiteField, websiteFormSchema } from './website-form.ts';
import { validateWebsiteField } from './website-rules.ts';

/** Everything the wizard's form holds: the fields of steps 0, 1 and 2. */
export const wizardFormSchema = registrationFormSchema
  .extend(websiteFormSchema.shape)
  .extend(paymentsFormSchema.shape);
export type WizardValues = z.infer<typeof wizardFormSchema>;
export type WizardField = keyof WizardValues;

export const emptyWizardForm: WizardValues = {
  ...emptyRegistrationForm,
  ...emptyWebsiteForm,
  ...emptyPaymentsForm,
};

const WEBSITE_FIELDS = new Set<string>(Object.keys(websiteFormSchema.shape));

export const isWebsiteField = (field: WizardField): field is WebsiteField =>
  WEBSITE_FIELDS.has(field);

const PAYMENTS_FIELDS = new Set<string>(Object.keys(paymentsFormSchema.shape));

export const isPaymentsField = (field: WizardField): field is PaymentsField =>
  PAYMENTS_FIELDS.has(field);

/** The inline text under any wizard field while the person types, by the rules of its step. */
export function validateWizardField(
  field: WizardField,
  values: WizardValues,
  today: string,
): string | null {
  if (isWebsiteField(field)) return validateWebsiteField(field, values);
  if (isPaymentsField(field)) return validatePaymentsField(field, values, values);
  return validateRegistrationField(field as RegistrationField, values, today);
}
