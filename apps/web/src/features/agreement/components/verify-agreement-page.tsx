import '@mantine/dropzone/styles.css';
import {
  Alert,
  Box,
  Button,
  Container,
  Divider,
  Group,
  Input,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useDocumentTitle, useId } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useVerifyAgreement, type VerifyInput } from '@/features/agreement/api/verify-agreement';
import { useFormatDate } from '@/hooks/use-format-date';
import { ApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';

/** A signed agreement is a few pages; anything larger is not one of ours. */
const MAX_PDF_BYTES = 10 * 1024 * 1024;
const MAX_PDF_MEGABYTES = MAX_PDF_BYTES / (1024 * 1024);
const PDF_TYPE = 'application/pdf';
/** `?document_id=`: the document a link names. */
const DOCUMENT_ID_PARAM = 'document_id';

/**
 * `/agreement/verify`: whether a PDF (or a document id) is exactly a signed agreement, by the
 * SHA-256 of its bytes, and who signed it when (docs/product/partner-agreement.md).
 */
export function VerifyAgreementPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('agreement.verifyPage.title'));
  const id = useId();
  const linkedId = useSearchParams()[0].get(DOCUMENT_ID_PARAM)?.trim() ?? '';
  const [documentId, setDocumentId] = useState(linkedId);
  const [problem, setProblem] = useState<string | null>(null);
  const verify = useVerifyAgreement();
  const { mutate } = verify;

  const check = (input: VerifyInput) => {
    setProblem(null);
    mutate(input);
  };

  // A document's own link (a draft's agreement_link, the signed email's) checks it at once.
  const checkedLink = useRef(false);
  useEffect(() => {
    if (checkedLink.current || !linkedId) return;
    checkedLink.current = true;
    mutate({ documentId: linkedId });
  }, [linkedId, mutate]);
  const pickOne = (files: File[]) => {
    const [file] = files;
    if (files.length !== 1 || !file)
      return setProblem(t('agreement.verifyPage.oneFile', { size: MAX_PDF_MEGABYTES }));
    check({ file });
  };

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('agreement.verifyPage.title')}
          </Title>
          <Text mt="xs">{t('agreement.verifyPage.intro')}</Text>
        </div>

        <Stack gap={6}>
          <Input.Label id={`${id}-file`}>{t('agreement.verifyPage.fileLabel')}</Input.Label>
          {/* The wrapping label makes the file input this area's control (see ImageField). */}
          <Box component="label" display="block">
            <Dropzone
              activateOnClick={false}
              onDrop={pickOne}
              onReject={() =>
                setProblem(t('agreement.verifyPage.oneFile', { size: MAX_PDF_MEGABYTES }))
              }
              accept={[PDF_TYPE]}
              maxSize={MAX_PDF_BYTES}
              multiple={false}
              loading={verify.isPending && verify.variables && 'file' in verify.variables}
              role="group"
              aria-labelledby={`${id}-file`}
              radius="md"
            >
              <Group justify="center" gap="sm" mih={100} style={{ pointerEvents: 'none' }}>
                <IconFileTypePdf size={36} stroke={1.5} aria-hidden />
                <div>
                  <Text size="sm">{t('agreement.verifyPage.drop')}</Text>
                  <Text size="xs" c="dimmed">
                    {t('agreement.verifyPage.accepted', { size: MAX_PDF_MEGABYTES })}
                  </Text>
                </div>
              </Group>
            </Dropzone>
          </Box>
          {problem && (
            <Text size="sm" c="red" role="alert">
              {problem}
            </Text>
          )}
        </Stack>

        <Divider label={t('agreement.verifyPage.or')} labelPosition="center" />

        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = documentId.trim();
            if (trimmed) check({ documentId: trimmed });
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('agreement.verifyPage.idLabel')}
              value={documentId}
              onChange={(event) => setDocumentId(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
              autoComplete="off"
              spellCheck={false}
            />
            <Button
              type="submit"
              variant="light"
              disabled={!documentId.trim()}
              loading={verify.isPending && verify.variables && 'documentId' in verify.variables}
            >
              {t('agreement.verifyPage.check')}
            </Button>
          </Group>
        </form>

        <VerificationResult verify={verify} />
      </Stack>
    </Container>
  );
}

function VerificationResult({ verify }: { verify: ReturnType<typeof useVerifyAgreement> }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const formatDate = useFormatDate();
  const byId = verify.variables !== undefined && 'documentId' in verify.variables;
  const record = verify.data?.record;

  return (
    <div aria-live="polite">
      {verify.isSuccess &&
        (verify.data.match && record ? (
          <Alert
            color="teal"
            icon={<IconCircleCheck aria-hidden />}
            title={t('agreement.verifyPage.matchTitle')}
          >
            <Text size="sm">
              {t(
                record.organization_name
                  ? 'agreement.verifyPage.match'
                  : 'agreement.verifyPage.matchNoOrganization',
                {
                  signer: record.signer_name,
                  organization: record.organization_name,
                  date: formatDate(record.signed_at),
                  version: record.version,
                },
              )}
            </Text>
            <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {t('agreement.verifyPage.documentId', { id: record.document_id })}
            </Text>
          </Alert>
        ) : (
          <Alert
            color="red"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('agreement.verifyPage.noMatchTitle')}
          >
            {t('agreement.verifyPage.noMatch')}
          </Alert>
        ))}
      {verify.isError &&
        (byId && verify.error instanceof ApiError && verify.error.status === 404 ? (
          <Alert
            color="red"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('agreement.verifyPage.noMatchTitle')}
          >
            {t('agreement.verifyPage.unknownId')}
          </Alert>
        ) : (
          <Alert color="red" title={t('agreement.verifyPage.failed')}>
            {translate(verify.error.message)}
          </Alert>
        ))}
    </div>
  );
}
