import { parseVideoLink } from '@givecrowd/shared/organization/video-link';
import { AspectRatio, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelpCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardForm } from '@/features/onboarding/use-wizard-form';
import { VideoInstructionsDialog } from './video-instructions-dialog';

/**
 * The home page video: a YouTube or Vimeo link, shown embedded as soon as it is one
 * (docs/product/wizard.md#video). The link's mark and message are the video field's.
 */
export function VideoField({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const [instructions, { open, close }] = useDisclosure(false);
  const video = form.values.organization_video;
  const parsed = video.check ? parseVideoLink(video.url) : null;
  // The rules mark `organization_video` as a whole: its link input carries that mark.
  const { id, error, wrapperProps } = form.getInputProps('organization_video') as {
    id?: string;
    error?: ReactNode;
    wrapperProps?: { 'aria-live'?: 'polite' };
  };

  return (
    <Stack gap="xs">
      <Checkbox
        {...form.getInputProps('organization_video.check', { type: 'checkbox' })}
        label={t('onboarding.website.video.show')}
      />
      {video.check && (
        <Stack gap="xs" pl={{ base: 0, sm: 'lg' }}>
          <TextInput
            {...form.getInputProps('organization_video.url')}
            id={id}
            error={error}
            wrapperProps={wrapperProps}
            label={t('onboarding.website.video.url')}
            placeholder="https://www.youtube.com/watch?v=…"
            inputMode="url"
            required
          />
          <TextInput
            {...form.getInputProps('organization_video.name')}
            label={t('onboarding.website.video.name')}
            maxLength={120}
          />
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconHelpCircle size={16} aria-hidden />}
              onClick={open}
            >
              {t('onboarding.website.video.howTo')}
            </Button>
          </Group>
          {parsed && (
            <AspectRatio ratio={16 / 9} maw={560}>
              <iframe
                src={parsed.embedUrl}
                title={video.name.trim() || t('onboarding.website.video.previewTitle')}
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
                loading="lazy"
                referrerPolicy="strict-origin-when-cross-origin"
                style={{ border: 0, borderRadius: 8 }}
              />
            </AspectRatio>
          )}
        </Stack>
      )}
      <VideoInstructionsDialog opened={instructions} onClose={close} />
    </Stack>
  );
}
