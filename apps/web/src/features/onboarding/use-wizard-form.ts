import { ERROR_BANNER_MS } from '@givecrowd/shared/constants';
import { chooseCountry } from '@givecrowd/shared/organization/clear-registration-fields';
import {
  emptyRegistrationForm,
  type RegistrationField,
  type RegistrationForm,
} from '@givecrowd/shared/organization/registration-form';
import { validateRegistrationField } from '@givecrowd/shared/organization/validate-registration-field';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showError } from '@/components/error-banner';
import { useCountries } from './api/get-countries';
import { useGeoCountry } from './api/get-geo-country';
import { localToday } from './local-today';
import { readUnsavedForm, storeUnsavedForm } from './wizard-storage';

/** The wizard's form: the draft's fields as the person edits them. */
export type WizardForm = UseFormReturnType<RegistrationForm>;

/** Every input of the wizard carries this id, so a marked field can be focused. */
export const fieldId = (field: RegistrationField) => `registration-${field}`;

const FIELDS = Object.keys(emptyRegistrationForm) as RegistrationField[];

function focusField(field: RegistrationField): void {
  // A field may be hidden (80G's number while 80G is unchecked): then its group stands in.
  const element =
    document.getElementById(fieldId(field)) ?? document.getElementById(`${fieldId(field)}-group`);
  const target =
    element instanceof HTMLInputElement || element instanceof HTMLButtonElement
      ? element
      : element?.querySelector<HTMLElement>('input, button, textarea');
  element?.scrollIntoView({ block: 'center' });
  target?.focus({ preventScroll: true });
}

/**
 * Applies a change the person made through one of the clearing rules
 * (docs/product/wizard.md#clearing-rules): every field it changes is set as if typed, so it
 * counts as edited and loses its mark, and no other field does.
 */
export function applyChange(
  form: WizardForm,
  change: (values: RegistrationForm) => RegistrationForm,
) {
  const current = form.getValues();
  const next = change(current);
  for (const field of FIELDS) {
    if (next[field] !== current[field]) {
      form.setFieldValue(field, next[field] as RegistrationForm[typeof field]);
    }
  }
}

/**
 * The wizard's form on @mantine/form (docs/product/wizard.md#error-banner): what is typed is kept
 * in sessionStorage until saved; an edited field shows its inline format text under it; Next's
 * failure shows the banner for 3 s and marks its field (red, focused) until the field changes,
 * without repeating under the field the text the banner is showing. The marks are the form's
 * errors; the texts under the fields are worked out from the values, since a rule may read other
 * fields.
 *
 * `hasDraft`: a draft is named (by the URL or this browser), so no country is preselected.
 */
export function useWizardForm({ hasDraft }: { hasDraft: boolean }) {
  const [unsaved] = useState(readUnsavedForm);
  const [edited, setEdited] = useState<ReadonlySet<RegistrationField>>(new Set());
  const [bannerMessage, setBannerMessage] = useState<string | null>(null);
  const isLoading = useRef(false);
  const bannerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(bannerTimer.current), []);

  // Stable, so the form's setters are too.
  const onValuesChange = useCallback((values: RegistrationForm, previous: RegistrationForm) => {
    if (isLoading.current) return;
    storeUnsavedForm(values);
    const changed = FIELDS.filter((field) => values[field] !== previous[field]);
    setEdited((fields) => new Set([...fields, ...changed]));
  }, []);

  const form = useForm<RegistrationForm>({
    initialValues: unsaved ?? emptyRegistrationForm,
    onValuesChange,
    enhanceGetInputProps: ({ field, form: { errors, getValues } }) => {
      const name = field as RegistrationField;
      const inline = edited.has(name)
        ? validateRegistrationField(name, getValues(), localToday())
        : null;
      const isMarked = name in errors;
      return {
        id: fieldId(name),
        error: inline && inline !== bannerMessage ? inline : isMarked || inline !== null,
      };
    },
  });

  const { setValues, setErrors } = form;

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
    (draft: RegistrationForm) => {
      if (unsaved) return;
      // Not an edit: nothing is stored, marked or counted as edited.
      isLoading.current = true;
      setValues(draft);
      isLoading.current = false;
      setEdited(new Set());
    },
    [unsaved, setValues],
  );

  /** Next's failure: the banner for 3 s, and the field marked and focused until it changes. */
  const reject = useCallback(
    (field: RegistrationField, message: string) => {
      showError(message);
      setBannerMessage(message);
      clearTimeout(bannerTimer.current);
      bannerTimer.current = setTimeout(() => setBannerMessage(null), ERROR_BANNER_MS);
      setErrors({ [field]: message });
      requestAnimationFrame(() => focusField(field));
    },
    [setErrors],
  );

  return { form, load, reject };
}
