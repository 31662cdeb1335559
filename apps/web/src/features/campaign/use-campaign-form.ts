import {
  type CampaignField,
  type CampaignForm,
  type CampaignKind,
  campaignFormSchema,
  emptyCampaignForm,
} from '@givecrowd/shared/campaigns/campaign-form';
import {
  type CampaignFieldError,
  validateCampaign,
} from '@givecrowd/shared/campaigns/campaign-rules';
import { type FormErrors, useForm } from '@mantine/form';
import { useCallback, useId, useRef } from 'react';
import { showError } from '@/components/error-banner';
import { useMessage } from '@/lib/use-message';

/** The person's local date, YYYY-MM-DD (the Canadian English format is ISO's). */
export const localToday = () => new Date().toLocaleDateString('en-CA');

const messagesOf = (errors: readonly CampaignFieldError[]) =>
  new Map<string, string>(errors.map(({ field, message }) => [field, message]));

/**
 * The marks after an edit, as in the wizard (docs/product/wizard.md#where-errors-show): a marked
 * field shows the message of its first failing rule, and loses its mark once it passes. A mark
 * the rules did not make (the server's) stays until its own field changes.
 */
function recheckMarks(marks: FormErrors, values: CampaignForm, previous: CampaignForm) {
  const fields = Object.keys(marks) as CampaignField[];
  if (fields.length === 0) return marks;
  const today = localToday();
  const now = messagesOf(validateCampaign(values, today));
  const before = messagesOf(validateCampaign(previous, today));
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
      : (element?.querySelector<HTMLElement>('[contenteditable="true"]') ??
        element?.querySelector<HTMLElement>('input:not(:disabled), button:not(:disabled)'));
  element?.scrollIntoView({ block: 'center' });
  target?.focus({ preventScroll: true });
}

const isCampaignField = (field: string): field is CampaignField =>
  field in campaignFormSchema.shape;

/**
 * The campaign form, checked with the shared rules (validateCampaign) on submit: the first
 * failure goes to the error banner, every failing field is marked under it and the first is
 * focused; the server's refusals are marked the same way. Messages stay in English in the form
 * and are shown in the current language.
 */
export function useCampaignForm({
  kind,
  organization,
}: {
  kind: CampaignKind;
  /** The organization to preselect, when there is one. */
  organization: string;
}) {
  const id = useId();
  const translate = useMessage();
  const setMarksRef = useRef<(update: (marks: FormErrors) => FormErrors) => void>(() => {});
  const fieldId = useCallback((field: CampaignField) => `${id}-${field}`, [id]);

  const form = useForm<CampaignForm>({
    initialValues: { ...emptyCampaignForm, kind, organization },
    clearInputErrorOnChange: false,
    onValuesChange: (values, previous) =>
      setMarksRef.current((marks) => recheckMarks(marks, values, previous)),
    enhanceGetInputProps: ({ field, form: current }) => {
      const mark = current.errors[field];
      return {
        id: fieldId(field as CampaignField),
        error: typeof mark === 'string' ? translate(mark) : undefined,
      };
    },
  });
  setMarksRef.current = form.setErrors;

  /** Marks the refused fields, banner first; the first one is focused. */
  const reject = useCallback(
    (message: string, errors: readonly { field: string; message: string }[]) => {
      showError(message);
      const marked = errors.filter((error) => isCampaignField(error.field));
      form.setErrors(Object.fromEntries(marked.map((error) => [error.field, error.message])));
      const [first] = marked;
      if (first) requestAnimationFrame(() => focusField(fieldId(first.field as CampaignField)));
    },
    [form.setErrors, fieldId],
  );

  /** Runs the rules; answers whether the form may be sent. */
  const check = useCallback(() => {
    const errors = validateCampaign(form.getValues(), localToday());
    const [first] = errors;
    if (first) reject(first.message, errors);
    return errors.length === 0;
  }, [form.getValues, reject]);

  return { form, check, reject, fieldId };
}
