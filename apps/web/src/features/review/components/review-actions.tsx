import type { OrganizationStatus } from '@givecrowd/shared/organization/organization-status';
import {
  type RequestedField,
  type ReviewOrganization,
  statusChangeRequestSchema,
} from '@givecrowd/shared/review/review-api';
import { REVIEW_MESSAGES } from '@givecrowd/shared/review/review-messages';
import { isNoteRequiredFor, nextStatuses } from '@givecrowd/shared/review/review-moves';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeStatus } from '@/features/review/api/review-organization';
import { FieldPicker } from './field-picker';
import { NoteDialog } from './note-dialog';

/** Each reviewer move by what its button says. */
const MOVE_LABELS = {
  in_review: 'review.actions.to.in_review',
  needs_information: 'review.actions.to.needs_information',
  approved: 'review.actions.to.approved',
  rejected: 'review.actions.to.rejected',
} as const;

const isLabelledMove = (to: OrganizationStatus): to is keyof typeof MOVE_LABELS =>
  to in MOVE_LABELS;

type Draft = { to: keyof typeof MOVE_LABELS; note: string; fields: RequestedField[] };

/** What the shared schema refuses in a change: the note's message and each field note's. */
function problemsOf(request: Draft & { from: OrganizationStatus }) {
  const parsed = statusChangeRequestSchema.safeParse(request);
  const noteErrors = new Map<string, string>();
  let note: string | null = null;
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [first, index] = issue.path;
    if (first === 'note') note ??= issue.message;
    const field = typeof index === 'number' ? request.fields[index]?.field : undefined;
    if (first === 'fields' && field && !noteErrors.has(field)) noteErrors.set(field, issue.message);
  }
  const fields =
    request.to === 'needs_information' && request.fields.length === 0
      ? REVIEW_MESSAGES.fieldsRequired
      : null;
  return { note, fields, noteErrors, isValid: parsed.success && !fields };
}

/**
 * The moves a reviewer can make now (docs/product/verification.md#states), each in one dialog: a
 * note (required to ask for information or to reject), and for 'Ask for information' the fields to
 * fix, each with its note. After a
 * move the page shows the organization's new state and a notification says so; `onMoved` lets the
 * page take the focus back.
 */
export function ReviewActions({
  organization,
  onMoved,
}: {
  organization: ReviewOrganization;
  onMoved: () => void;
}) {
  const { t } = useTranslation();
  const { slug, status } = organization.organization;
  const change = useChangeStatus(slug);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [isChecked, setChecked] = useState(false);
  const moves = nextStatuses(status, 'reviewer').filter(isLabelledMove);

  if (moves.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('review.actions.none', { status: t(`organizationStatus.${status}`) })}
      </Text>
    );
  }

  const open = (to: keyof typeof MOVE_LABELS) => {
    change.reset();
    setChecked(false);
    setDraft({ to, note: '', fields: [] });
  };
  const close = () => setDraft(null);
  const request = draft && { from: status, ...draft };
  const problems = request && isChecked ? problemsOf(request) : null;

  const confirm = () => {
    if (!request) return;
    setChecked(true);
    if (!problemsOf(request).isValid) return;
    change.mutate(statusChangeRequestSchema.parse(request), {
      onSuccess: () => {
        close();
        notifications.show({
          color: 'green',
          message: t('review.actions.done', { status: t(`organizationStatus.${request.to}`) }),
        });
        onMoved();
      },
    });
  };

  return (
    <>
      <Group gap="sm">
        {moves.map((to) => (
          <Button
            key={to}
            variant={to === 'rejected' ? 'outline' : 'filled'}
            color={to === 'rejected' ? 'red' : undefined}
            onClick={() => open(to)}
          >
            {t(MOVE_LABELS[to])}
          </Button>
        ))}
      </Group>
      {draft && (
        <NoteDialog
          opened
          onClose={close}
          title={t(MOVE_LABELS[draft.to])}
          confirm={t(MOVE_LABELS[draft.to])}
          note={draft.note}
          onNoteChange={(note) => setDraft({ ...draft, note })}
          noteError={problems?.note ?? null}
          failure={change.error?.message ?? null}
          isSaving={change.isPending}
          onConfirm={confirm}
          isNoteRequired={isNoteRequiredFor(draft.to)}
        >
          {draft.to === 'needs_information' && (
            <FieldPicker
              value={draft.fields}
              onChange={(fields) => setDraft({ ...draft, fields })}
              noteErrors={problems?.noteErrors ?? new Map()}
              error={problems?.fields ?? null}
              organization={organization.organization}
            />
          )}
        </NoteDialog>
      )}
    </>
  );
}
