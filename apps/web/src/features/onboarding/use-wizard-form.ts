import { chooseCountry } from '@givecrowd/shared/organization/clear-registration-fields';
import type { RegistrationForm } from '@givecrowd/shared/organization/registration-form';
import {
  emptyWizardForm,
  validateWizardField,
  type WizardField,
  type WizardValues,
} from '@givecrowd/shared/organization/wizard-form';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { createElement, useCallback, useEffect, useRef, useState } from 'react';
import { showError } from '@/components/error-banner';
import { useMessage } from '@/lib/use-message';
import { useCountries } from './api/get-countries';
import { useGeoCountry } from './api/get-geo-country';
import { localToday } from './local-today';
import { isLockedBy, noteOf, ReviewNote, type ReviewRequest } from './review-request';
import { readUnsavedForm, storeUnsavedForm } from './wizard-storage';

/** The wizard's form: the draft's fields as the person edits them. */
export type WizardForm = UseFormReturnType<WizardValues>;

/**
 * What a rule (or the server) may mark: a field of the form, or one of step 2's two marks that
 * are not inputs, the plan and the payment-provider account (docs/product/wizard.md#where-errors-show).
 */
export type WizardMarkField = WizardField | 'pricing_plan_data' | 'stripe_account_id';

/** A field a step's rules (or the server) refused, with its first message. */
export type WizardFieldError = { field: WizardMarkField; message: string };

/** The current step's rules over the values: every failing field with its first message. */
export type StepCheck = (values: WizardValues) => readonly WizardFieldError[];

/** Every input of the wizard carries this id, so a marked field can be focused. */
export const fieldId = (field: WizardMarkField) => `registration-${field}`;

/** The id of a field's message, for an element that describes itself by it (a group). */
export const fieldErrorId = (field: WizardMarkField) => `${fieldId(field)}-error`;

const FIELDS = Object.keys(emptyWizardForm) as WizardField[];

const isWizardField = (field: string): field is WizardField => field in emptyWizardForm;

/** Whether the server's `errors[].field` is one the wizard can mark. */
export const isMarkField = (field: string): field is WizardMarkField =>
  isWizardField(field) || field === 'pricing_plan_data' || field === 'stripe_account_id';

export function focusField(field: WizardMarkField): void {
  // A field may be hidden (80G's number while 80G is unchecked): then its group stands in.
  const element =
    document.getElementById(fieldId(field)) ?? document.getElementById(`${fieldId(field)}-group`);
  // A rich-text field's editing area comes after its toolbar's buttons: it is the one to focus.
  const target =
    element instanceof HTMLInputElement || element instanceof HTMLButtonElement
      ? element
      : (element?.querySelector<HTMLElement>('[contenteditable="true"]') ??
        element?.querySelector<HTMLElement>('input, button, textarea'));
  element?.scrollIntoView({ block: 'center' });
  target?.focus({ preventScroll: true });
}

const messagesByField = (errors: readonly WizardFieldError[]) =>
  new Map(errors.map(({ field, message }) => [field, message]));

/**
 * The marks after an edit (docs/product/wizard.md#where-errors-show). A marked field that still
 * fails the step's rules keeps its message while the rule Next named still fails; when another of
 * its rules fails instead, it shows that one (in its inline wording, 'Sorry! Your Email is
 * Invalid.', where the rule has one). Once the field passes, the mark goes. A mark the browser's
 * rules did not fail before the edit came from the server: it stays until its own field changes.
 */
function recheckMarks(
  marks: FormErrors,
  { values, previous, check }: { values: WizardValues; previous: WizardValues; check: StepCheck },
): FormErrors {
  const fields = Object.keys(marks) as WizardMarkField[];
  if (fields.length === 0) return marks;
  const now = messagesByField(check(values));
  const before = messagesByField(check(previous));
  const next: FormErrors = {};
  for (const field of fields) {
    const message = now.get(field);
    if (message && isWizardField(field)) {
      next[field] =
        message === marks[field]
          ? message
          : (validateWizardField(field, values, localToday()) ?? message);
    } else if (!isWizardField(field) || (!before.has(field) && values[field] === previous[field])) {
      // The plan and the account are not edited in the form: their step clears their marks.
      next[field] = marks[field];
    }
  }
  return next;
}

/**
 * Applies a change the person made through one of the clearing rules
 * (docs/product/wizard.md#clearing-rules): every field it changes is set as if typed, so it
 * counts as edited and its mark is checked again, and no other field is.
 */
export function applyChange(form: WizardForm, change: (values: WizardValues) => RegistrationForm) {
  const current = form.getValues();
  const next: WizardValues = { ...current, ...change(current) };
  for (const field of FIELDS) {
    if (next[field] !== current[field]) {
      form.setFieldValue(field, next[field] as WizardValues[typeof field]);
    }
  }
}

/**
 * The wizard's form on @mantine/form (docs/product/wizard.md#where-errors-show): what is typed is
 * kept in sessionStorage until saved; an edited field shows its inline format text under it; Next's
 * failure shows the banner for 3 s and marks its field (message under it, focused) until the field
 * passes its rule. The marks are the form's errors; the inline texts are worked out from the
 * values, since a rule may read other fields. A message under a field is its description
 * (aria-describedby) and marks it invalid (aria-invalid); each field is a polite live region, so a
 * message that appears while the person edits is spoken (Next's is spoken by the banner). Marks and
 * texts are kept in English, as the rules give them, and shown in the current language
 * (docs/product/messages-and-languages.md).
 *
 * `slug`: the draft named (by the URL or this browser), whose unsaved edits the tab may hold; with
 * one, no country is preselected. `check`: the current step's rules, by which a mark is checked
 * again after every edit. `request`: while the organization needs information, the fields the
 * reviewer asked about (docs/product/verification.md#needs-information): every other input is
 * read-only and the form ignores changes to it (a clearing rule's included), and each requested
 * input is described by the reviewer's note.
 */
export function useWizardForm({
  slug,
  check,
  request = null,
}: {
  slug: string | null;
  check: StepCheck;
  request?: ReviewRequest | null;
}) {
  const hasDraft = slug !== null;
  const [unsaved] = useState(() => readUnsavedForm(slug));
  const slugRef = useRef(slug);
  slugRef.current = slug;
  const [edited, setEdited] = useState<ReadonlySet<WizardField>>(new Set());
  const isLoading = useRef(false);
  const checkRef = useRef(check);
  checkRef.current = check;
  const setMarksRef = useRef<WizardForm['setErrors']>(() => {});
  const requestRef = useRef(request);
  requestRef.current = request;
  // The mark Next made last: the banner speaks its message, so its field does not repeat it.
  const [rejected, setRejected] = useState<WizardFieldError | null>(null);
  const translate = useMessage();

  // Stable, so the form's setters are too: it reads the latest check and the marks' setter by ref.
  const onValuesChange = useCallback((values: WizardValues, previous: WizardValues) => {
    if (isLoading.current) return;
    storeUnsavedForm(values, slugRef.current);
    const changed = FIELDS.filter((field) => values[field] !== previous[field]);
    setEdited((fields) => new Set([...fields, ...changed]));
    setMarksRef.current((marks) =>
      recheckMarks(marks, { values, previous, check: checkRef.current }),
    );
  }, []);

  const messageOf = (field: WizardField, form: WizardForm): string | null => {
    const mark = form.errors[field];
    if (typeof mark === 'string') return mark;
    return edited.has(field) ? validateWizardField(field, form.getValues(), localToday()) : null;
  };

  const form = useForm<WizardValues>({
    initialValues: unsaved ?? emptyWizardForm,
    onValuesChange,
    // A mark goes when its field passes its rule (recheckMarks), not on any edit.
    clearInputErrorOnChange: false,
    enhanceGetInputProps: ({ field, options, form: current }) => {
      const name = field as WizardField;
      const message = messageOf(name, current);
      const isBannerMessage = rejected?.field === name && rejected.message === message;
      // A part of a field (a section's entry) is not described: its area is (ReviewableArea).
      const note = field.includes('.') ? null : noteOf(request, field);
      return {
        ...(isLockedBy(request, field) && {
          readOnly: true,
          // A read-only text input looks filled in, so it does not look like one to type in.
          ...(options.type !== 'checkbox' && { variant: 'filled' }),
        }),
        ...(note && { description: createElement(ReviewNote, { note }) }),
        id: fieldId(name),
        error: message ? translate(message) : undefined,
        // Text inputs and selects say so themselves; Mantine's checkbox does not.
        ...(options.type === 'checkbox' && { 'aria-invalid': message ? true : undefined }),
        // The field is a polite live region, so a message appearing under it is spoken.
        wrapperProps: { 'aria-live': isBannerMessage ? undefined : 'polite' },
      };
    },
  });
  setMarksRef.current = form.setErrors;

  const { setValues, setErrors, setFieldValue } = form;
  // Read-only fields stay as loaded, whatever sets them (a clearing rule, the AI writer's context).
  const setUnlockedFieldValue = useCallback<WizardForm['setFieldValue']>(
    (path, value, options) => {
      if (!isLockedBy(requestRef.current, String(path))) setFieldValue(path, value, options);
    },
    [setFieldValue],
  );

  // Preselect the visitor's country by IP, once, and never over a choice or a saved form.
  const countries = useCountries();
  const geo = useGeoCountry();
  const triedGeo = useRef(false);
  useEffect(() => {
    if (triedGeo.current || geo.isPending || !countries.data) return;
    triedGeo.current = true;
    if (hasDraft || unsaved || !geo.data) return;
    const country = countries.data.find((candidate) => candidate.code === geo.data);
    if (!country) return;
    applyChange(form, (current) =>
      current.country_code ? current : chooseCountry(current, country),
    );
  }, [geo.isPending, geo.data, countries.data, hasDraft, unsaved, form]);

  /** Fills the form with a loaded draft, unless this tab kept unsaved edits: those win. */
  const load = useCallback(
    (draft: WizardValues) => {
      if (unsaved) return;
      // Not an edit: nothing is stored, marked or counted as edited.
      isLoading.current = true;
      setValues(draft);
      isLoading.current = false;
      setEdited(new Set());
    },
    [unsaved, setValues],
  );

  /**
   * Next's failure: the banner for 3 s, and the field marked and focused until it passes. The
   * banner speaks the message, so the live region does not repeat it.
   */
  const reject = useCallback(
    ({ field, message }: WizardFieldError) => {
      showError(message);
      setRejected({ field, message });
      setErrors({ [field]: message });
      requestAnimationFrame(() => focusField(field));
    },
    [setErrors],
  );

  return { form: { ...form, setFieldValue: setUnlockedFieldValue }, load, reject };
}
