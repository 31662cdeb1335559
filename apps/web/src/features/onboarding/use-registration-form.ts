import { ERROR_BANNER_MS } from '@givecrowd/shared/constants';
import type {
  RegistrationField,
  RegistrationForm,
} from '@givecrowd/shared/organization/registration-form';
import { validateRegistrationField } from '@givecrowd/shared/organization/validate-registration-field';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showError } from '../../components/error-banner';
import { storeUnsavedForm } from './wizard-storage';

/** The person's local date, YYYY-MM-DD, for the date rules (spec §5 Dates). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Every input of step 0 carries this id, so a marked field can be focused. */
export const fieldId = (field: RegistrationField) => `registration-${field}`;

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

export type RegistrationFormApi = ReturnType<typeof useRegistrationForm>;

/**
 * Step 0's state: the form (kept in sessionStorage once edited, until saved), the inline format
 * texts of fields the person has edited, and the field a failed Next marked (until corrected).
 */
export function useRegistrationForm(initial: RegistrationForm) {
  const [form, setForm] = useState(initial);
  const [edited, setEdited] = useState<ReadonlySet<RegistrationField>>(new Set());
  const [marked, setMarked] = useState<RegistrationField | null>(null);
  const [bannerMessage, setBannerMessage] = useState<string | null>(null);
  const isDirty = useRef(false);
  /** Every write goes through change or load, which keep this in step with `form`. */
  const formRef = useRef(initial);
  const bannerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (isDirty.current) storeUnsavedForm(form);
  }, [form]);
  useEffect(() => () => clearTimeout(bannerTimer.current), []);

  /** Applies a change (a clearing rule of spec §4, or new values) made by the person. */
  const change = useCallback((next: (form: RegistrationForm) => RegistrationForm) => {
    const current = formRef.current;
    const updated = next(current);
    const changed = (Object.keys(updated) as RegistrationField[]).filter(
      (field) => updated[field] !== current[field],
    );
    if (changed.length === 0) return;
    isDirty.current = true;
    formRef.current = updated;
    setForm(updated);
    setEdited((fields) => new Set([...fields, ...changed]));
    setMarked((field) => (field && changed.includes(field) ? null : field));
  }, []);

  const update = useCallback(
    (values: Partial<RegistrationForm>) => change((current) => ({ ...current, ...values })),
    [change],
  );

  /** Replaces the form with a loaded draft; not an edit, so nothing is marked or stored. */
  const load = useCallback((loaded: RegistrationForm) => {
    isDirty.current = false;
    formRef.current = loaded;
    setForm(loaded);
    setEdited(new Set());
    setMarked(null);
  }, []);

  /** Next's failure: the banner for 3 s, and the field marked and focused (spec §4, §8). */
  const reject = useCallback((field: RegistrationField, message: string) => {
    showError(message);
    setBannerMessage(message);
    clearTimeout(bannerTimer.current);
    bannerTimer.current = setTimeout(() => setBannerMessage(null), ERROR_BANNER_MS);
    setMarked(field);
    requestAnimationFrame(() => focusField(field));
  }, []);

  /** A field corrected other than by typing (the phone verified in its dialog). */
  const unmark = useCallback(
    (field: RegistrationField) => setMarked((current) => (current === field ? null : current)),
    [],
  );

  /**
   * What a field shows: its inline format text once edited, or just a red mark when Next marked
   * it. A text the banner is showing right now is not repeated under the field.
   */
  const errorOf = useCallback(
    (field: RegistrationField): string | boolean => {
      const inline = edited.has(field)
        ? validateRegistrationField(field, form, localToday())
        : null;
      if (inline && inline !== bannerMessage) return inline;
      return marked === field || inline !== null;
    },
    [edited, form, marked, bannerMessage],
  );

  return { form, change, update, load, reject, unmark, errorOf };
}
