import { AGREEMENT_MESSAGES } from '@givecrowd/shared/agreement/agreement-messages';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/lib/use-message';

type ConfirmSigningDialogProps = {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  isSigning: boolean;
};

/** The last word before signing: the spec's two sentences, Cancel and 'I agree and sign'. */
export function ConfirmSigningDialog({
  opened,
  onCancel,
  onConfirm,
  isSigning,
}: ConfirmSigningDialogProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('agreement.confirm.title')}
      centered
      closeOnClickOutside={!isSigning}
      closeOnEscape={!isSigning}
      withCloseButton={!isSigning}
    >
      <Stack gap="md">
        <Text fw={500}>{translate(AGREEMENT_MESSAGES.confirmSigning)}</Text>
        <Text size="sm" c="dimmed">
          {translate(AGREEMENT_MESSAGES.emailNotice)}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSigning}>
            {t('agreement.confirm.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={isSigning}>
            {t('agreement.confirm.sign')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
