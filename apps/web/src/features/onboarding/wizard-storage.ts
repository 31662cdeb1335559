import { type WizardValues, wizardFormSchema } from '@givecrowd/shared/organization/wizard-form';
import { BANK_ACCOUNTS, bankAccountField } from '@givecrowd/shared/payments/payments-form';
import { z } from 'zod';

// What the wizard keeps in the browser: docs/product/wizard.md#saving-and-reloading. The draft's
// slug and progress page, which the checkout reads too, are kept by lib/wizard-progress.ts.

/** The local flag set by a successful phone verification; it only drives the UI. */
const ADMIN_VERIFIED_KEY = 'IsAdminVerified';
/** Which phone and email the flag is for, so a changed phone asks to verify again. */
const ADMIN_VERIFIED_FOR_KEY = 'IsAdminVerifiedFor';
/** What is typed in the wizard survives a reload until it is saved. */
const UNSAVED_FORM_KEY = 'organizationRegistrationForm';
/** The unsaved form with the draft it was typed for. */
const unsavedFormSchema = z.object({ slug: z.string().nullable(), form: wizardFormSchema });

/**
 * Never kept in the browser: each bank account's number and its re-entry. The rest of what is
 * typed is kept; these come from the saved draft, or are typed again.
 */
const ACCOUNT_NUMBER_FIELDS = BANK_ACCOUNTS.flatMap(({ prefix }) => [
  bankAccountField(prefix, 'account_number'),
  bankAccountField(prefix, 're_account_number'),
]);
const isAccountNumberField = (field: string) =>
  ACCOUNT_NUMBER_FIELDS.some((name) => name === field);

/** The bank account numbers (and re-entries) of a form, to fill into one read from storage. */
export function accountNumbersOf(form: WizardValues): Partial<WizardValues> {
  return Object.fromEntries(ACCOUNT_NUMBER_FIELDS.map((field) => [field, form[field]]));
}

/** `?new=1` on the wizard's address: start a new organization, whatever draft this browser holds. */
export const NEW_DRAFT_PARAM = 'new';

/**
 * The unsaved form typed for the draft `slug` (null: a new organization not saved yet); what was
 * typed for another draft is not this one's. Its bank account numbers are empty: they are never
 * stored.
 */
export function readUnsavedForm(slug: string | null): WizardValues | null {
  const stored = sessionStorage.getItem(UNSAVED_FORM_KEY);
  if (!stored) return null;
  try {
    const parsed = unsavedFormSchema.parse(JSON.parse(stored));
    return parsed.slug === slug ? parsed.form : null;
  } catch {
    return null;
  }
}

/** Keeps what is typed for the draft `slug`, without the bank account numbers. */
export function storeUnsavedForm(form: WizardValues, slug: string | null): void {
  const kept = Object.fromEntries(
    Object.entries(form).filter(([field]) => !isAccountNumberField(field)),
  );
  sessionStorage.setItem(UNSAVED_FORM_KEY, JSON.stringify({ slug, form: kept }));
}

export function clearUnsavedForm(): void {
  sessionStorage.removeItem(UNSAVED_FORM_KEY);
}

const claimKey = (phone: string, email: string) => `${phone}|${email.trim().toLowerCase()}`;

/** Whether the flag is set for this E.164 phone and signatory email. */
export function isAdminVerifiedFor(phone: string | null, email: string): boolean {
  if (!phone) return false;
  return (
    localStorage.getItem(ADMIN_VERIFIED_KEY) === 'true' &&
    localStorage.getItem(ADMIN_VERIFIED_FOR_KEY) === claimKey(phone, email)
  );
}

export function markAdminVerified(phone: string, email: string): void {
  localStorage.setItem(ADMIN_VERIFIED_KEY, 'true');
  localStorage.setItem(ADMIN_VERIFIED_FOR_KEY, claimKey(phone, email));
}

/** Which page of the wizard this tab opened: its title stays the same across a checkout. */
const WIZARD_PAGE_KEY = 'wizardPage';
export const WIZARD_PAGES = ['createOrganization', 'partnerOnboarding'] as const;
export type WizardPage = (typeof WIZARD_PAGES)[number];

export function readWizardPage(): WizardPage | null {
  const stored = sessionStorage.getItem(WIZARD_PAGE_KEY);
  return WIZARD_PAGES.find((page) => page === stored) ?? null;
}

export function storeWizardPage(page: WizardPage): void {
  sessionStorage.setItem(WIZARD_PAGE_KEY, page);
}

/** `?submitted=1` beside `?slug=`: the organization was just submitted, a reload shows success. */
export const SUBMITTED_PARAM = 'submitted';
