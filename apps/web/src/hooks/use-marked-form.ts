import {
  type FormErrors,
  type GetInputPropsOptions,
  type UseFormReturnType,
  useForm,
} from '@mantine/form';
import { useCallback, useId, useRef, useState } from 'react';
import { showError } from '@/components/error-banner';
import { useMessage } from '@/lib/use-message';

/** A field that a rule or the server refused, with its message (in English, as shared gives it). */
export type FieldMark<Field extends string = string> = { field: Field; message: string };

type FieldOf<Values> = keyof Values & string;

export type MarkedFormOptions<Values, Other extends string> = {
  initialValues: Values;
  /**
   * The form's shared rules in order: every field the values fail, once, with its first message.
   * `check` runs them, and a marked field is checked again by them after every edit.
   */
  validate: (values: Values) => readonly FieldMark[];
  /**
   * The id of a field's input, or of the element that holds its controls (an upload, a signature):
   * a mark focuses it. By default an id of this form's own.
   */
  fieldId?: (field: FieldOf<Values> | Other) => string;
  /**
   * Marks on what is no input of the form (the wizard's plan): rules and the server may make them,
   * and they stay until the code that owns them clears them (`form.clearFieldError`).
   */
  otherMarks?: readonly Other[];
  /**
   * The field's own wording of what is wrong with it (the wizard's inline format texts), shown
   * under a field once the person has edited it; a mark whose rule changes takes it too.
   */
  inlineMessage?: (field: FieldOf<Values>, values: Values) => string | null;
  /** After every edit (not after `load`), with the values: to keep what is typed, say. */
  onEdit?: (values: Values) => void;
  /**
   * Makes each field's wrapper a polite live region, so a message that appears while the person
   * edits is spoken; a refusal's own message is not, since the banner says it.
   */
  announceMessages?: boolean;
  /** More props for a field's input (read-only, a description), beside its id and message. */
  inputProps?: (input: { field: string; options: GetInputPropsOptions }) => object;
};

/** The fields a refusal marked and the message its banner speaks. */
type Refusal = { message: string; fields: readonly string[] };

const messagesByField = (marks: readonly FieldMark[]) =>
  new Map(marks.map(({ field, message }) => [field, message]));

/**
 * The marks after an edit (docs/product/wizard.md#where-errors-show). A marked field that still
 * fails the rules keeps its message while the rule that marked it still fails; when another of its
 * rules fails instead, it shows that one (in its inline wording, where it has one). Once the field
 * passes, the mark goes. A mark the rules did not fail before the edit came from the server: it
 * stays until its own field changes. A mark on what is no input stays.
 */
function recheckMarks<Values extends Record<string, unknown>>(
  marks: FormErrors,
  {
    values,
    previous,
    validate,
    inlineMessage,
  }: { values: Values; previous: Values } & Pick<
    MarkedFormOptions<Values, string>,
    'validate' | 'inlineMessage'
  >,
): FormErrors {
  const fields = Object.keys(marks);
  if (fields.length === 0) return marks;
  const now = messagesByField(validate(values));
  const before = messagesByField(validate(previous));
  const next: FormErrors = {};
  for (const field of fields) {
    const message = now.get(field);
    if (!Object.hasOwn(values, field)) {
      next[field] = marks[field];
    } else if (message) {
      next[field] =
        message === marks[field]
          ? message
          : (inlineMessage?.(field as FieldOf<Values>, values) ?? message);
    } else if (!before.has(field) && values[field] === previous[field]) {
      next[field] = marks[field];
    }
  }
  return next;
}

/**
 * Scrolls to the element of `id` and focuses its control. A field that is hidden (80G's number
 * while 80G is unchecked) has its group, `${id}-group`, stand in for it; in an element that holds
 * several controls, a rich-text editing area comes first (it follows its toolbar's buttons), then
 * the first control that is enabled.
 */
export function focusFieldById(id: string): void {
  const element = document.getElementById(id) ?? document.getElementById(`${id}-group`);
  const target =
    element instanceof HTMLInputElement || element instanceof HTMLButtonElement
      ? element
      : (element?.querySelector<HTMLElement>('[contenteditable="true"]') ??
        element?.querySelector<HTMLElement>(
          'input:not(:disabled), button:not(:disabled), textarea:not(:disabled)',
        ));
  element?.scrollIntoView({ block: 'center' });
  target?.focus({ preventScroll: true });
}

/**
 * A form on @mantine/form whose fields are marked by the shared rules and by the server
 * (docs/product/wizard.md#where-errors-show). The marks are the form's errors, kept in English and
 * shown in the current language (docs/product/messages-and-languages.md). A refusal (`check`'s,
 * or the server's through `reject`) shows its message in the error banner for 3 s, marks its
 * fields (the message under each, which describes it and makes it invalid) and focuses the first.
 * A mark lasts until its field passes its rules (`recheckMarks`), not until any edit.
 *
 * A new form needs its values and its shared rules; the rest is optional:
 *
 *   const { form, check, reject, fieldId } = useMarkedForm({ initialValues, validate });
 *   // submit: if (check()) send.mutate(form.getValues(), {
 *   //   onError: (error) => reject(error.message, error instanceof ApiError ? error.errors : []),
 *   // });
 *   // <TextInput label={…} {...form.getInputProps('amount')} />, and a control that is no input
 *   // (an upload) inside <div id={fieldId('receipt')}>, so that its mark can focus it.
 */
export function useMarkedForm<Values extends Record<string, unknown>, Other extends string = never>(
  options: MarkedFormOptions<Values, Other>,
) {
  const latest = useRef(options);
  latest.current = options;
  const translate = useMessage();
  const ownId = useId();
  const ownFieldId = useCallback((field: string) => `${ownId}-${field}`, [ownId]);
  const fieldId: (field: FieldOf<Values> | Other) => string = options.fieldId ?? ownFieldId;
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const isLoading = useRef(false);
  const setMarksRef = useRef<UseFormReturnType<Values>['setErrors']>(() => {});

  // Stable, so the form's setters are too: it reads the latest options and the marks' setter by ref.
  const onValuesChange = useCallback((values: Values, previous: Values) => {
    if (isLoading.current) return;
    const { onEdit, validate, inlineMessage } = latest.current;
    onEdit?.(values);
    const changed = Object.keys(values).filter((field) => values[field] !== previous[field]);
    setEdited((fields) =>
      changed.every((field) => fields.has(field)) ? fields : new Set([...fields, ...changed]),
    );
    setMarksRef.current((marks) =>
      recheckMarks(marks, { values, previous, validate, inlineMessage }),
    );
  }, []);

  const messageOf = (field: string, form: UseFormReturnType<Values>): string | null => {
    const mark = form.errors[field];
    if (typeof mark === 'string') return mark;
    if (!edited.has(field)) return null;
    return options.inlineMessage?.(field as FieldOf<Values>, form.getValues()) ?? null;
  };

  const form = useForm<Values>({
    initialValues: options.initialValues,
    onValuesChange,
    // A mark goes when its field passes its rules (recheckMarks), not on any edit.
    clearInputErrorOnChange: false,
    enhanceGetInputProps: ({ field, options: input, form: current }) => {
      const message = messageOf(field, current);
      const isBannerMessage = refusal?.message === message && refusal.fields.includes(field);
      return {
        ...options.inputProps?.({ field, options: input }),
        // A part of a field ('organization_video.url') has an id of its own path too.
        id: fieldId(field as FieldOf<Values>),
        error: message ? translate(message) : undefined,
        // Text inputs and selects say so themselves; Mantine's checkbox does not.
        ...(input.type === 'checkbox' && { 'aria-invalid': message ? true : undefined }),
        ...(options.announceMessages && {
          wrapperProps: { 'aria-live': isBannerMessage ? undefined : 'polite' },
        }),
      };
    },
  });
  setMarksRef.current = form.setErrors;
  const { getValues, setValues, setErrors } = form;

  /** Whether the form can show a mark on `field` (a server's refusal may name any). */
  const isMarkField = useCallback(
    (field: string): field is FieldOf<Values> | Other =>
      Object.hasOwn(getValues(), field) ||
      (latest.current.otherMarks ?? []).some((other) => other === field),
    [getValues],
  );

  /**
   * A refusal: `message` in the banner; the marks of fields the form has replace its marks, and
   * the first of them is focused.
   */
  const reject = useCallback(
    (message: string, marks: readonly FieldMark[] = []) => {
      const marked = marks.filter((mark): mark is FieldMark<FieldOf<Values> | Other> =>
        isMarkField(mark.field),
      );
      showError(message);
      setRefusal({ message, fields: marked.map(({ field }) => field) });
      setErrors(Object.fromEntries(marked.map((mark) => [mark.field, mark.message])));
      const [first] = marked;
      if (first) requestAnimationFrame(() => focusFieldById(fieldId(first.field)));
    },
    [isMarkField, setErrors, fieldId],
  );

  /** Runs the rules; a failure is refused (the first rule's message in the banner). */
  const check = useCallback((): boolean => {
    const failures = latest.current.validate(getValues());
    const [first] = failures;
    if (first) reject(first.message, failures);
    return first === undefined;
  }, [getValues, reject]);

  /** Fills the form with values from the server: not an edit, so nothing is kept or rechecked. */
  const load = useCallback(
    (values: Values) => {
      isLoading.current = true;
      setValues(values);
      isLoading.current = false;
      setEdited(new Set());
    },
    [setValues],
  );

  return { form, fieldId, check, reject, load, isMarkField };
}
