import '@mantine/dropzone/styles.css';
import {
  SUGGESTED_IMAGE_SIZE,
  UPLOAD_MAX_BYTES_DEFAULT,
  type UploadPurpose,
} from '@givecrowd/shared/constants';
import { checkImageFile, IMAGE_MIME_TYPES } from '@givecrowd/shared/uploads/image-file';
import {
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Paper,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useId } from '@mantine/hooks';
import { IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/lib/use-message';
import { useImageUpload } from './use-image-upload';
import { usePreviewUrl } from './use-preview-url';

export type ImageFieldProps = {
  /**
   * The field's label; it also names the upload area
   * (docs/product/routes-and-screens.md#accessible-names).
   */
  label: string;
  purpose: UploadPurpose;
  /** The uploaded image's media key, or null. */
  value: string | null;
  onChange: (key: string | null) => void;
  /** Shows 'Suggested size: 250 × 100 pixels' (the logo and the home page header image). */
  showSuggestedSize?: boolean;
  required?: boolean;
  /** A message from the surrounding form, shown like an upload failure. */
  error?: string | null;
  maxBytes?: number;
};

const accept = IMAGE_MIME_TYPES.join(',');

/**
 * The image input of every image field: drop or pick, checked with the shared rules before any
 * request, uploaded with progress and a cancel button, then previewed with replace and remove.
 * A failure shows the client's or the server's message under the dropzone
 * (docs/product/uploads-and-media.md#upload-rules). A private image (signature, cheque) is
 * previewed through a short-lived signed link.
 */
export function ImageField({
  label,
  purpose,
  value,
  onChange,
  showSuggestedSize = false,
  required = false,
  error = null,
  maxBytes = UPLOAD_MAX_BYTES_DEFAULT,
}: ImageFieldProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const id = useId();
  const ids = { label: `${id}-label`, hint: `${id}-hint`, message: `${id}-message` };
  const preview = usePreviewUrl({ purpose, value });
  const { state, start, cancel, reset, fail } = useImageUpload({
    purpose,
    maxBytes,
    onUploaded: (image) => {
      preview.remember(image);
      onChange(image.key);
    },
  });
  const message = state.status === 'failed' ? state.message : error;
  const describedBy =
    [showSuggestedSize && ids.hint, message && ids.message].filter(Boolean).join(' ') || undefined;

  const pickOne = (files: File[]) => {
    const [file] = files;
    if (files.length === 1 && file) void start(file);
    else fail(t('upload.oneFile'));
  };
  const explainRejection = (rejections: FileRejection[]) => {
    const [first] = rejections;
    if (rejections.length !== 1 || !first) fail(t('upload.oneFile'));
    else fail(checkImageFile(first.file, maxBytes) ?? t('upload.oneFile'));
  };

  return (
    <Stack gap={6}>
      <Input.Label id={ids.label} required={required}>
        {label}
      </Input.Label>
      {showSuggestedSize && (
        <Text id={ids.hint} size="sm" c="dimmed">
          {t('upload.suggestedSize', SUGGESTED_IMAGE_SIZE)}
        </Text>
      )}

      {state.status === 'uploading' ? (
        <Paper withBorder p="md" radius="md" role="group" aria-labelledby={ids.label} aria-busy>
          <Stack gap="xs" align="center">
            <Image
              src={state.previewUrl}
              alt={t('upload.preview', { label })}
              h={100}
              w="auto"
              maw="100%"
              fit="contain"
            />
            <Progress
              value={Math.round(state.progress * 100)}
              w="100%"
              aria-label={t('upload.progress')}
            />
            <Text size="sm">
              {t('upload.uploading', { percent: Math.round(state.progress * 100) })}
            </Text>
            <Button variant="default" size="xs" onClick={cancel}>
              {t('upload.cancel')}
            </Button>
          </Stack>
        </Paper>
      ) : value ? (
        <Paper
          withBorder
          p="md"
          radius="md"
          role="group"
          aria-labelledby={ids.label}
          aria-describedby={describedBy}
        >
          <Group justify="space-between" gap="sm">
            <Image
              src={preview.src}
              onError={preview.onError}
              onLoad={preview.onLoad}
              alt={t('upload.preview', { label })}
              h={100}
              w="auto"
              maw="100%"
              fit="contain"
            />
            <Group gap="xs">
              <FileButton accept={accept} onChange={(file) => file && void start(file)}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    size="xs"
                    aria-label={`${t('upload.replace')} ${label}`}
                  >
                    {t('upload.replace')}
                  </Button>
                )}
              </FileButton>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                aria-label={`${t('upload.remove')} ${label}`}
                onClick={() => {
                  reset();
                  onChange(null);
                }}
              >
                {t('upload.remove')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : (
        // The wrapping label makes the file input this area's control, so clicking the area opens
        // the picker natively and tools that set files on the labelled area reach the input.
        <Box component="label" display="block">
          <Dropzone
            activateOnClick={false}
            onDrop={pickOne}
            onReject={explainRejection}
            multiple={false}
            accept={IMAGE_MIME_TYPES}
            role="group"
            aria-labelledby={ids.label}
            aria-describedby={describedBy}
            aria-invalid={message ? true : undefined}
            radius="md"
          >
            <Group justify="center" gap="sm" mih={90} style={{ pointerEvents: 'none' }}>
              <IconPhotoUp size={32} stroke={1.5} aria-hidden />
              <div>
                <Text size="sm">{t('upload.dropPrompt')}</Text>
                <Text size="xs" c="dimmed">
                  {t('upload.accepted', { size: Math.round((maxBytes / (1024 * 1024)) * 10) / 10 })}
                </Text>
              </div>
            </Group>
          </Dropzone>
        </Box>
      )}

      {state.status === 'cancelled' && (
        <Text size="sm" c="dimmed" role="status">
          {t('upload.cancelled')}
        </Text>
      )}
      {message && (
        <Text id={ids.message} size="sm" c="red" role="alert">
          {translate(message)}
        </Text>
      )}
    </Stack>
  );
}
