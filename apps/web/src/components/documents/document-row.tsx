import type { OrganizationDocument } from '@givecrowd/shared/organization/documents/documents-api';
import {
  DOCUMENT_MIME_TYPES,
  type DocumentKind,
} from '@givecrowd/shared/organization/documents/organization-documents';
import { Badge, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useId } from '@mantine/hooks';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/hooks/use-format-date';
import { useMessage } from '@/lib/use-message';
import { formatFileSize } from './format-file-size';
import { OpenDocumentLink } from './open-document-link';
import { useDocumentUpload } from './use-document-upload';

const accept = DOCUMENT_MIME_TYPES.join(',');

/** The id of a kind's upload button: where a reviewer's request for that document leads. */
export const documentControlId = (kind: DocumentKind) => `document-${kind}`;

/**
 * One kind asked of the organization: what is uploaded (name, size, date, 'Open' in a new tab) or
 * 'Not uploaded yet', and 'Upload' or 'Replace'; the row is also a drop area. Progress, cancel and
 * failures show in the row (docs/product/verification.md#documents).
 */
export function DocumentRow({
  slug,
  kind,
  document,
  note,
}: {
  slug: string;
  kind: DocumentKind;
  document: OrganizationDocument | undefined;
  /** A reviewer's note asking for this document, shown under its name. */
  note: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const translate = useMessage();
  const formatDate = useFormatDate();
  const id = useId();
  const ids = { name: `${id}-name`, message: `${id}-message`, note: `${id}-note` };
  const name = t(`documents.kinds.${kind}`);
  const { state, start, cancel, failOneFile } = useDocumentUpload({ slug, kind });
  const isUploading = state.status === 'uploading';
  const percent = isUploading ? Math.round(state.progress * 100) : 0;

  const pickOne = (files: File[]) => {
    const [file] = files;
    if (files.length === 1 && file) void start(file);
    else failOneFile();
  };

  return (
    <Dropzone
      onDrop={pickOne}
      onReject={(rejections) => {
        const [first] = rejections;
        if (rejections.length === 1 && first) void start(first.file);
        else failOneFile();
      }}
      activateOnClick={false}
      activateOnKeyboard={false}
      enablePointerEvents
      multiple={false}
      disabled={isUploading}
      role="group"
      aria-labelledby={ids.name}
      aria-describedby={
        [note && ids.note, state.status === 'failed' && ids.message].filter(Boolean).join(' ') ||
        undefined
      }
      aria-busy={isUploading || undefined}
      radius="md"
      p="sm"
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <IconFileText size={20} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
            <Text id={ids.name} fw={600} size="sm">
              {name}
            </Text>
          </Group>
          <Badge
            color={document ? 'green.9' : 'gray.7'}
            variant={document ? 'filled' : 'outline'}
            style={{ textTransform: 'none', flexShrink: 0 }}
          >
            {t(document ? 'documents.uploaded' : 'documents.notUploaded')}
          </Badge>
        </Group>
        {note && (
          <Text id={ids.note} size="sm" c="grape.9">
            {t('documents.reviewerNote', { note })}
          </Text>
        )}
        {document && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {document.file_name}
            <Text span c="dimmed" size="sm">
              {' · '}
              {t('documents.sizeAndDate', {
                size: formatFileSize(document.size, i18n.language),
                date: formatDate(document.uploaded_at),
              })}
            </Text>
          </Text>
        )}
        {isUploading ? (
          <Stack gap={4}>
            <Progress value={percent} aria-label={t('upload.progress')} />
            <Group justify="space-between" gap="xs">
              <Text size="sm" role="status" style={{ overflowWrap: 'anywhere' }}>
                {t('upload.uploading', { percent })}
              </Text>
              <Button variant="default" size="xs" onClick={cancel}>
                {t('upload.cancel')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="xs">
            <FileButton accept={accept} onChange={(file) => file && void start(file)}>
              {(props) => (
                <Button
                  {...props}
                  id={documentControlId(kind)}
                  variant={document ? 'default' : 'light'}
                  size="xs"
                  aria-label={t(document ? 'documents.replaceNamed' : 'documents.uploadNamed', {
                    name,
                  })}
                >
                  {t(document ? 'upload.replace' : 'documents.upload')}
                </Button>
              )}
            </FileButton>
            {document && <OpenDocumentLink link={document.link} name={name} />}
          </Group>
        )}
        {state.status === 'cancelled' && (
          <Text size="sm" c="dimmed" role="status">
            {t('upload.cancelled')}
          </Text>
        )}
        {state.status === 'failed' && (
          <Text id={ids.message} size="sm" c="red.9" role="alert">
            {translate(state.message)}
          </Text>
        )}
      </Stack>
    </Dropzone>
  );
}
