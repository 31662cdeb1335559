import type { AgreementFields } from '@givecrowd/shared/agreement/agreement-api';
import {
  type AgreementField,
  type AgreementFieldError,
  type AgreementForm,
  validateAgreement,
} from '@givecrowd/shared/agreement/agreement-rules';
import { type FormErrors, useForm } from '@mantine/form';
import { useCallback, useId, useRef } from 'react';
import { showError } from '@/components/error-banner';
import { useMessage } from '@/lib/use-message';

const messagesOf = (errors: readonly AgreementFieldError[]) =>
  new Map<string, string>(errors.map(({ field, message }) => [field, message]));

/**
 * The marks after an edit, as in the wizard (docs/product/wizard.md#where-errors-show): a marked
 * field shows the message of its first failing rule, and loses its mark once it passes. A mark the
 * rules did not make (the server's) stays until its own field changes.
 */
function recheckMarks(marks: FormErrors, values: AgreementForm, previous: AgreementForm) {
  const fields = Object.keys(marks) as AgreementField[];
  if (fields.length === 0) return marks;
  const now = messagesOf(validateAgreement(values));
  const before = messagesOf(validateAgreement(previous));
  const next: FormErrors = {};
  for (const field of fields) {
    const message = now.get(field);
    if (message) next[field] = message;
    else if (!before.has(field) && values[field] === previous[field]) next[field] = marks[field];
  }
  return next;
}

function focusField(id: string) {
  const element = document.getElementById(id);
  const target =
    element instanceof HTMLInputElement
      ? element
      : element?.querySelector<HTMLElement>('input:not(:disabled), button:not(:disabled)');
  element?.scrollIntoView({ block: 'center' });
  target?.focus({ preventScroll: true });
}

/**
 * The agreement's fields and signature, checked with the shared rules (validateAgreement): the
 * first failure goes to the error banner, every failing field is marked under it and the first is
 * focused. Messages stay in English in the form and are shown in the current language.
 */
export function useAgreementForm(prefill: AgreementFields) {
  const id = useId();
  const translate = useMessage();
  const setMarksRef = useRef<(update: (marks: FormErrors) => FormErrors) => void>(() => {});
  const fieldId = useCallback((field: AgreementField) => `${id}-${field}`, [id]);

  const form = useForm<AgreementForm>({
    initialValues: { ...prefill, partner_signature: '' },
    clearInputErrorOnChange: false,
    onValuesChange: (values, previous) =>
      setMarksRef.current((marks) => recheckMarks(marks, values, previous)),
    enhanceGetInputProps: ({ field, form: current }) => {
      const mark = current.errors[field];
      return {
        id: fieldId(field as AgreementField),
        error: typeof mark === 'string' ? translate(mark) : undefined,
      };
    },
  });
  setMarksRef.current = form.setErrors;

  /** Marks a refused field, banner first; the first one is focused. */
  const reject = useCallback(
    (errors: readonly AgreementFieldError[]) => {
      const [first] = errors;
      if (!first) return;
      showError(first.message);
      form.setErrors(Object.fromEntries(errors.map(({ field, message }) => [field, message])));
      requestAnimationFrame(() => focusField(fieldId(first.field)));
    },
    [form.setErrors, fieldId],
  );

  /** Runs the rules; answers whether the form may be signed. */
  const check = useCallback(() => {
    const errors = validateAgreement(form.getValues());
    reject(errors);
    return errors.length === 0;
  }, [form.getValues, reject]);

  return { form, check, reject, fieldId };
}

export type AgreementFormState = ReturnType<typeof useAgreementForm>;
