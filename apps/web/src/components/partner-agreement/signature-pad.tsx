import { UPLOAD_MAX_BYTES_DEFAULT } from '@givecrowd/shared/constants';
import {
  formatTooLargeMessage,
  IMAGE_MIME_TYPES,
  IMAGE_TYPE_MESSAGE,
} from '@givecrowd/shared/uploads/image-file';
import { Box, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconEraser, IconPhotoUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/lib/use-message';
import { useSignatureCanvas } from './use-signature-canvas';

export type SignaturePadProps = {
  /** Called after every stroke, undo, clear or resize: the PNG data URL, or null when empty. */
  onChange: (png: string | null) => void;
  /** The form's message for the signature (in English; shown translated). */
  error?: string | null;
  /**
   * Offers 'Use an image file', drawn onto the pad, for those who cannot draw (keyboard users)
   * where the upload service is not at hand (the signatory's page has no account).
   */
  allowImageFile?: boolean;
};

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error));
    reader.readAsDataURL(file);
  });
}

/**
 * The signature drawn with a mouse, a finger or a pen (signature_pad), with Undo and Clear. The
 * canvas keeps a 5:2 box at any width, so a resize scales the strokes without losing them. It is
 * named by its visible label, 'Signature'.
 */
export function SignaturePad({
  onChange,
  error = null,
  allowImageFile = false,
}: SignaturePadProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const id = useId();
  const ids = { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` };
  const { canvasRef, isEmpty, clear, undo, loadImage } = useSignatureCanvas(onChange);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const message = fileProblem ?? error;

  const pickImageFile = async (file: File | null) => {
    if (!file) return;
    if (!IMAGE_MIME_TYPES.includes(file.type)) return setFileProblem(IMAGE_TYPE_MESSAGE);
    if (file.size > UPLOAD_MAX_BYTES_DEFAULT) {
      return setFileProblem(formatTooLargeMessage(UPLOAD_MAX_BYTES_DEFAULT));
    }
    setFileProblem(null);
    await loadImage(await readDataUrl(file));
  };

  return (
    <Stack gap={6}>
      <Input.Label id={ids.label} required>
        {t('agreement.signature.label')}
      </Input.Label>
      <Text id={ids.hint} size="sm" c="dimmed">
        {t(allowImageFile ? 'agreement.signature.hintWithFile' : 'agreement.signature.hint')}
      </Text>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-labelledby={ids.label}
        aria-describedby={[ids.hint, message && ids.error].filter(Boolean).join(' ')}
        aria-invalid={message ? true : undefined}
        display="block"
        w="100%"
        maw={640}
        bg="white"
        style={{
          aspectRatio: '5 / 2',
          border: `1px ${message ? 'solid var(--mantine-color-error)' : 'dashed var(--mantine-color-gray-5)'}`,
          borderRadius: 'var(--mantine-radius-md)',
          cursor: 'crosshair',
          touchAction: 'none',
        }}
      />
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          onClick={undo}
          disabled={isEmpty}
        >
          {t('agreement.signature.undo')}
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconEraser size={16} aria-hidden />}
          onClick={() => {
            setFileProblem(null);
            clear();
          }}
          disabled={isEmpty}
        >
          {t('agreement.signature.clear')}
        </Button>
        {allowImageFile && (
          <FileButton accept={IMAGE_MIME_TYPES.join(',')} onChange={pickImageFile}>
            {(props) => (
              <Button
                {...props}
                variant="subtle"
                size="xs"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
              >
                {t('agreement.signature.imageFile')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {message && (
        <Text id={ids.error} size="sm" c="red">
          {translate(message)}
        </Text>
      )}
    </Stack>
  );
}
