import { type DonationFormField, errorIdOf, fieldIdOf } from '@/features/giving/donation-page-data';

/*
 * A field's mark on the server's markup (docs/decisions/012), as Mantine draws one: the message
 * under the field, linked by aria-describedby, the control invalid (aria-invalid) and drawn so
 * (data-error on the control and on the input's wrapper).
 */

function describedBy(control: HTMLElement, errorId: string, isMarked: boolean): string {
  const ids = (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter((id) => id && id !== errorId);
  return [...ids, ...(isMarked ? [errorId] : [])].join(' ');
}

/** A field that a rule or the server refused, with its message in English. */
export type FieldMark = { field: string; message: string };

/** Shows `message` (already in the page's language) at `field`, or takes its mark away (null). */
export function showMark(doc: Document, field: string, message: string | null): void {
  const control = doc.getElementById(fieldIdOf(field as DonationFormField));
  const error = doc.getElementById(errorIdOf(field as DonationFormField));
  if (!control || !error) return;
  const isMarked = message !== null;
  error.textContent = message ?? '';
  error.hidden = !isMarked;
  const ids = describedBy(control, error.id, isMarked);
  if (ids) control.setAttribute('aria-describedby', ids);
  else control.removeAttribute('aria-describedby');
  for (const element of [control, control.parentElement]) {
    element?.toggleAttribute('data-error', isMarked);
  }
  if (isMarked) control.setAttribute('aria-invalid', 'true');
  else control.removeAttribute('aria-invalid');
}

/** Whether the page has a place for `field`'s mark. */
export const hasMarkPlace = (doc: Document, field: string) =>
  doc.getElementById(errorIdOf(field as DonationFormField)) !== null;

/** Scrolls to the field's control and focuses it. */
export function focusField(doc: Document, field: string): void {
  const control = doc.getElementById(fieldIdOf(field as DonationFormField));
  control?.scrollIntoView?.({ block: 'center' });
  control?.focus({ preventScroll: true });
}

/**
 * The marks after an edit, as the app's forms keep them (use-marked-form's recheckMarks): a marked
 * field that still fails shows its rule's message now; once it passes, the mark goes. A mark the
 * rules did not make (the server's) stays until its own field changes.
 */
export function recheckMarks({
  marks,
  now,
  before,
  changed,
}: {
  marks: ReadonlyMap<string, string>;
  now: readonly FieldMark[];
  before: readonly FieldMark[];
  changed: ReadonlySet<string>;
}): Map<string, string> {
  const failing = new Map(now.map(({ field, message }) => [field, message]));
  const failedBefore = new Set(before.map(({ field }) => field));
  const next = new Map<string, string>();
  for (const [field, mark] of marks) {
    const message = failing.get(field);
    if (message) next.set(field, message);
    else if (!failedBefore.has(field) && !changed.has(field)) next.set(field, mark);
  }
  return next;
}
