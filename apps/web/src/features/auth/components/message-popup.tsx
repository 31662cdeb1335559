import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PopupContent = { title: string; message: string };

/** Most auth helpers show the server's message in a popup when they fail. */
export function useMessagePopup() {
  const { t } = useTranslation();
  const [content, setContent] = useState<PopupContent | null>(null);
  const close = () => setContent(null);
  const popup = (
    <Modal opened={content !== null} onClose={close} title={content?.title} centered>
      <Text>{content?.message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={close}>{t('auth.popup.close')}</Button>
      </Group>
    </Modal>
  );
  return { popup, showPopup: setContent };
}
