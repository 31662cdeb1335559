import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What happens, in words, and what stays as it is. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  isBusy: boolean;
  /** The server's refusal, in place, already in the reader's language. */
  failure: string | null;
};

/**
 * A question before a step that is not undone by a click: what happens, the way back ('Cancel'
 * first, focused), and the step itself.
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
  isBusy,
  failure,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color="red" loading={isBusy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
