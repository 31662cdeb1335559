import { emptyWizardForm, type WizardValues } from '@givecrowd/shared/organization/wizard-form';
import type { UseFormReturnType } from '@mantine/form';

/** The settings' form: the organization's fields as the wizard holds them. */
export type SettingsForm = UseFormReturnType<WizardValues>;

/** The wizard's fields of the organization the settings call answered. */
export function wizardValuesOf(organization: Record<string, unknown>): WizardValues {
  return Object.fromEntries(
    Object.keys(emptyWizardForm).map((field) => [field, organization[field]]),
  ) as WizardValues;
}

/** Picks the fields of a section out of the form's values. */
export function sectionValues<const F extends keyof WizardValues>(
  values: WizardValues,
  fields: readonly F[],
): Pick<WizardValues, F> {
  return Object.fromEntries(fields.map((field) => [field, values[field]])) as Pick<WizardValues, F>;
}
