import type { DonationFormValues } from '@/features/giving/donation-form-values';

/*
 * The donation form's values as its native controls hold them (docs/decisions/012): each value of
 * `DonationFormValues` is the control of that name — a checkbox for a true or false, a group of
 * radios, a text field or a select. A value the page has no control for keeps its first value.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function controlOf(form: HTMLFormElement, name: string): Control | RadioNodeList | null {
  const item = form.elements.namedItem(name);
  return item instanceof RadioNodeList || item instanceof Element ? (item as Control) : null;
}

/** The values the controls hold now, over `initial` for those the page does not show. */
export function readValues(form: HTMLFormElement, initial: DonationFormValues): DonationFormValues {
  const values: Record<string, unknown> = { ...initial };
  for (const [name, first] of Object.entries(initial)) {
    const control = controlOf(form, name);
    if (!control) continue;
    if (typeof first === 'boolean') {
      values[name] = control instanceof HTMLInputElement && control.checked;
    } else {
      values[name] = control.value;
    }
  }
  return values as DonationFormValues;
}

/** Puts `values` into the controls (a kept draft). */
export function writeValues(form: HTMLFormElement, values: DonationFormValues): void {
  for (const [name, value] of Object.entries(values)) {
    const control = controlOf(form, name);
    if (!control) continue;
    if (typeof value === 'boolean') {
      if (control instanceof HTMLInputElement) control.checked = value;
    } else {
      control.value = value;
    }
  }
}
