import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/lib/use-message';

export type PopupContent = { title: string; message: string };

/** Most auth helpers show the server's message in a popup when they fail. */
export function useMessagePopup() {
  const { t } = useTranslation();
  const translate = useMessage();
  const [content, setContent] = useState<PopupContent | null>(null);
  const close = () => setContent(null);
  const popup = (
    <Modal
      opened={content !== null}
      onClose={close}
      title={content ? translate(content.title) : undefined}
      centered
    >
      <Text>{content ? translate(content.message) : null}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={close}>{t('auth.popup.close')}</Button>
      </Group>
    </Modal>
  );
  return { popup, showPopup: setContent };
}
