import { chooseCountry } from '@givecrowd/shared/organization/clear-registration-fields';
import type { RegistrationForm } from '@givecrowd/shared/organization/registration-form';
import {
  emptyWizardForm,
  validateWizardField,
  type WizardField,
  type WizardValues,
} from '@givecrowd/shared/organization/wizard-form';
import type { UseFormReturnType } from '@mantine/form';
import { createElement, useCallback, useEffect, useRef, useState } from 'react';
import { useCountries } from '@/api/get-countries';
import { focusFieldById, useMarkedForm } from '@/hooks/use-marked-form';
import { localToday } from '@/lib/local-today';
import { useGeoCountry } from './api/get-geo-country';
import { isLockedBy, noteOf, ReviewNote, type ReviewRequest } from './review-request';
import {
  accountNumbersOf,
  clearUnsavedForm,
  readUnsavedForm,
  storeUnsavedForm,
} from './wizard-storage';

/** The wizard's form: the draft's fields as the person edits them. */
export type WizardForm = UseFormReturnType<WizardValues>;

/** Step 2's two marks that are not inputs, the plan and the payment-provider account. */
const OTHER_MARKS = ['pricing_plan_data', 'stripe_account_id'] as const;

/**
 * What a rule (or the server) may mark: a field of the form, or one of step 2's two marks that
 * are not inputs (docs/product/wizard.md#where-errors-show); step 2 clears those itself.
 */
export type WizardMarkField = WizardField | (typeof OTHER_MARKS)[number];

/** A field a step's rules (or the server) refused, with its first message. */
export type WizardFieldError = { field: WizardMarkField; message: string };

/** The current step's rules over the values: every failing field with its first message. */
export type StepCheck = (values: WizardValues) => readonly WizardFieldError[];

/** Every input of the wizard carries this id, so a marked field can be focused. */
export const fieldId = (field: WizardMarkField) => `registration-${field}`;

/** The id of a field's message, for an element that describes itself by it (a group). */
export const fieldErrorId = (field: WizardMarkField) => `${fieldId(field)}-error`;

const FIELDS = Object.keys(emptyWizardForm) as WizardField[];

/** Whether the server's `errors[].field` is one the wizard can mark. */
export const isMarkField = (field: string): field is WizardMarkField =>
  Object.hasOwn(emptyWizardForm, field) || OTHER_MARKS.some((other) => other === field);

export const focusField = (field: WizardMarkField): void => focusFieldById(fieldId(field));

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
 * The wizard's form (docs/product/wizard.md#where-errors-show), marked by the step's rules and the
 * server as useMarkedForm marks any form: what is typed is kept in sessionStorage until saved; an
 * edited field shows its inline format text under it; Next's failure shows the banner for 3 s and
 * marks its field (message under it, focused) until the field passes its rule. Each field is a
 * polite live region, so a message that appears while the person edits is spoken (Next's is spoken
 * by the banner).
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
  const requestRef = useRef(request);
  requestRef.current = request;

  const {
    form,
    load: loadValues,
    reject: rejectMarks,
  } = useMarkedForm<WizardValues, (typeof OTHER_MARKS)[number]>({
    initialValues: unsaved ?? emptyWizardForm,
    validate: check,
    fieldId,
    otherMarks: OTHER_MARKS,
    inlineMessage: (field, values) => validateWizardField(field, values, localToday()),
    onEdit: (values) => storeUnsavedForm(values, slug),
    announceMessages: true,
    inputProps: ({ field, options }) => {
      // A part of a field (a section's entry) is not described: its area is (ReviewableArea).
      const note = field.includes('.') ? null : noteOf(request, field);
      return {
        ...(isLockedBy(request, field) && {
          readOnly: true,
          // A read-only text input looks filled in, so it does not look like one to type in.
          ...(options.type !== 'checkbox' && { variant: 'filled' }),
        }),
        ...(note && { description: createElement(ReviewNote, { note }) }),
      };
    },
  });

  const { setFieldValue } = form;
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

  /**
   * Fills the form with a loaded draft, unless this tab kept unsaved edits: those win, but for the
   * bank account numbers, which the tab never keeps and the draft holds. `keepUnsaved: false`
   * (a submitted organization, read-only): the draft as it stands.
   */
  const { getValues } = form;
  const load = useCallback(
    (draft: WizardValues, { keepUnsaved = true }: { keepUnsaved?: boolean } = {}) => {
      if (!keepUnsaved) clearUnsavedForm();
      const kept = keepUnsaved && unsaved;
      loadValues(kept ? { ...getValues(), ...accountNumbersOf(draft) } : draft);
    },
    [unsaved, loadValues, getValues],
  );

  /** Next's failure, or the server's refusal of a field: the banner, and the field marked. */
  const reject = useCallback(
    (failure: WizardFieldError) => rejectMarks(failure.message, [failure]),
    [rejectMarks],
  );

  return { form: { ...form, setFieldValue: setUnlockedFieldValue }, load, reject };
}
