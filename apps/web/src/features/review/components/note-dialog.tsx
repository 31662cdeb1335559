import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/lib/use-message';

type NoteDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The confirming button's text: the action's own name. */
  confirm: string;
  note: string;
  onNoteChange: (note: string) => void;
  noteError: string | null;
  /** The server's refusal, in place. */
  failure: string | null;
  isSaving: boolean;
  onConfirm: () => void;
  /** False where the note is optional (approving, taking into review). */
  isNoteRequired?: boolean;
  children?: ReactNode;
};

/**
 * A reviewer's decision: what it needs (`children`), the note it carries (optional where it may be), and the
 * action's own button; a message of the shared rules under its field, a refusal in the dialog.
 */
export function NoteDialog({
  opened,
  onClose,
  title,
  confirm,
  note,
  onNoteChange,
  noteError,
  failure,
  isSaving,
  onConfirm,
  isNoteRequired = true,
  children,
}: NoteDialogProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <Stack gap="md">
          {children}
          <Textarea
            label={t('review.actions.note')}
            description={t(
              isNoteRequired ? 'review.actions.noteHint' : 'review.actions.optionalNoteHint',
            )}
            required={isNoteRequired}
            rows={4}
            value={note}
            onChange={(event) => onNoteChange(event.currentTarget.value)}
            error={noteError ? translate(noteError) : undefined}
            data-autofocus
          />
          {failure && (
            <Alert color="red" role="alert">
              {translate(failure)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('review.actions.cancel')}
            </Button>
            <Button type="submit" loading={isSaving}>
              {confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
