import type { z } from 'zod';
import {
  emptyRegistrationForm,
  type RegistrationField,
  registrationFormSchema,
} from './registration-form.ts';
import { validateRegistrationField } from './validate-registration-field.ts';
import { emptyWebsiteForm, type WebsiteField, websiteFormSchema } from './website-form.ts';
import { validateWebsiteField } from './website-rules.ts';

/** Everything the wizard's form holds: step 0's fields and step 1's. */
export const wizardFormSchema = registrationFormSchema.extend(websiteFormSchema.shape);
export type WizardValues = z.infer<typeof wizardFormSchema>;
export type WizardField = keyof WizardValues;

export const emptyWizardForm: WizardValues = { ...emptyRegistrationForm, ...emptyWebsiteForm };

const WEBSITE_FIELDS = new Set<string>(Object.keys(websiteFormSchema.shape));

export const isWebsiteField = (field: WizardField): field is WebsiteField =>
  WEBSITE_FIELDS.has(field);

/** The inline text under any wizard field while the person types, by the rules of its step. */
export function validateWizardField(
  field: WizardField,
  values: WizardValues,
  today: string,
): string | null {
  return isWebsiteField(field)
    ? validateWebsiteField(field, values)
    : validateRegistrationField(field as RegistrationField, values, today);
}
