import type { RequestedField } from '@givecrowd/shared/review/review-api';
import { changeableFields } from '@givecrowd/shared/review/review-fields';
import { Box, Text } from '@mantine/core';
import { createContext, type ReactNode, type SyntheticEvent, use } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a reviewer asked the organization to fix (docs/product/verification.md#needs-information):
 * each requested field with the reviewer's note, and the fields a save may change — those, and
 * the fields that change with them (the shared `changeableFields`, which the server checks too).
 * While an organization needs information the wizard edits only these; every other field is
 * read-only. `null`: an ordinary draft, all editable.
 */
export type ReviewRequest = {
  notes: ReadonlyMap<string, string>;
  changeable: ReadonlySet<string>;
};

/** An account number's re-entry is fixed with the number: the two must match. */
const RE_ENTRY_OF: Readonly<Record<string, string>> = {
  re_account_number: 'account_number',
  fcra_re_account_number: 'fcra_account_number',
};

export function reviewRequestOf(fields: readonly RequestedField[]): ReviewRequest {
  const notes = new Map(fields.map(({ field, note }) => [field, note]));
  const changeable = new Set(changeableFields([...notes.keys()]));
  for (const [reEntry, number] of Object.entries(RE_ENTRY_OF)) {
    if (changeable.has(number)) changeable.add(reEntry);
  }
  return { notes, changeable };
}

/** A form path ('organization_video.url') belongs to its top-level field. */
const fieldOfPath = (path: string) => path.split('.')[0] ?? path;

/** Whether the request leaves the field at `path` read-only. */
export const isLockedBy = (request: ReviewRequest | null, path: string) =>
  request !== null && !request.changeable.has(fieldOfPath(path));

/** The reviewer's note on the field at `path` (an account number's, on its re-entry too). */
export function noteOf(request: ReviewRequest | null, path: string): string | null {
  const field = fieldOfPath(path);
  return request?.notes.get(RE_ENTRY_OF[field] ?? field) ?? null;
}

const ReviewRequestContext = createContext<ReviewRequest | null>(null);

/** Gives the wizard's fields the request they follow; the form's inputs read it too (useWizardForm). */
export const ReviewRequestProvider = ReviewRequestContext.Provider;

const NO_NOTES: ReadonlyMap<string, string> = new Map();

/** The reviewer's notes by requested field or document; empty when nothing was asked. */
export function useReviewNotes(): ReadonlyMap<string, string> {
  return use(ReviewRequestContext)?.notes ?? NO_NOTES;
}

/** The request the wizard follows, for a field that is not a plain input of the form. */
export function useFieldReview(field: string) {
  const request = use(ReviewRequestContext);
  return { isLocked: isLockedBy(request, field), note: noteOf(request, field) };
}

/** The note beside a field the reviewer asked about: visible text, which describes the field. */
export function ReviewNote({ note, id }: { note: string; id?: string }) {
  const { t } = useTranslation();
  return (
    <Text id={id} component="span" display="block" size="sm" fw={500}>
      {t('onboarding.review.note', { note })}
    </Text>
  );
}

const blockDrop = (event: SyntheticEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

/**
 * A field that is not one input of the form (an upload, a list with buttons): read-only means its
 * controls are disabled and nothing can be dropped on it; when it was asked about, the reviewer's
 * note follows it and describes it.
 */
export function ReviewableArea({ field, children }: { field: string; children: ReactNode }) {
  const { isLocked, note } = useFieldReview(field);
  const noteId = `review-note-${field}`;
  if (isLocked) {
    return (
      <Box
        component="fieldset"
        disabled
        m={0}
        p={0}
        miw={0}
        style={{ border: 0 }}
        onDropCapture={blockDrop}
        onDragOverCapture={blockDrop}
      >
        {children}
      </Box>
    );
  }
  if (!note) return children;
  return (
    <Box role="group" aria-describedby={noteId}>
      {children}
      <ReviewNote note={note} id={noteId} />
    </Box>
  );
}
