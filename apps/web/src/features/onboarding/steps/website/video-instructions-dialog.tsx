import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const PROVIDERS = [
  { key: 'youtube', name: 'YouTube' },
  { key: 'vimeo', name: 'Vimeo' },
] as const;
const STEPS = ['open', 'share', 'copy', 'paste'] as const;

/** The video-embed instructions: how to copy a video's link on YouTube and on Vimeo. */
export function VideoInstructionsDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('onboarding.website.video.dialog.title')}>
      <Stack gap="md">
        <Text size="sm">{t('onboarding.website.video.dialog.intro')}</Text>
        {PROVIDERS.map((provider) => (
          <Stack gap={4} key={provider.key}>
            <Title order={3} size="h5">
              {provider.name}
            </Title>
            <List type="ordered" size="sm" spacing={4}>
              {STEPS.map((step) => (
                <List.Item key={step}>
                  {t(`onboarding.website.video.dialog.${provider.key}.${step}`)}
                </List.Item>
              ))}
            </List>
          </Stack>
        ))}
        <Text size="sm" c="dimmed">
          {t('onboarding.website.video.dialog.privacy')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('onboarding.website.video.dialog.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
