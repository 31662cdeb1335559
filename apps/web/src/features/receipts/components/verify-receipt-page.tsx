import '@mantine/dropzone/styles.css';
import {
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
import { IconFileTypePdf } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCheckReceipt } from '@/features/receipts/api/verify-receipt';
import { ReceiptCheckResult } from './receipt-check-result';

/** A receipt is a page or two; anything larger is not one of ours. */
const MAX_PDF_BYTES = 10 * 1024 * 1024;
const MAX_PDF_MEGABYTES = MAX_PDF_BYTES / (1024 * 1024);
const PDF_TYPE = 'application/pdf';
/** `?number=`: the receipt a link names, and the one last checked, so a reload shows it again. */
const NUMBER_PARAM = 'number';

/**
 * `/receipt/verify` (docs/product/donations.md, Receipts): whether GiveCrowd issued a receipt, by its number or
 * its PDF, with its organization, date and amount, valid or void, and nothing about the donor.
 * Public, on the platform and on an organization's host; the server renders the form, the
 * browser checks (a void receipt's answer must never be a kept page).
 */
export function VerifyReceiptPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.receiptVerify'));
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedNumber = searchParams.get(NUMBER_PARAM)?.trim() ?? '';
  const [number, setNumber] = useState(linkedNumber);
  const [numberError, setNumberError] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  // A check the address asked for is shown where it is; one the reader asked for is scrolled to.
  const [isFromAddress, setIsFromAddress] = useState(false);
  const check = useCheckReceipt();
  const { mutate, reset } = check;

  // The number the address holds because of this page: '' for none.
  const addressNumber = useRef('');
  const putInAddress = useCallback(
    (value: string) => {
      addressNumber.current = value;
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (value) next.set(NUMBER_PARAM, value);
          else next.delete(NUMBER_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  // A link's `?number=` (or a reload after a check) checks it at once; a link without one, such
  // as the footer's, starts again.
  useEffect(() => {
    if (linkedNumber === addressNumber.current) return;
    addressNumber.current = linkedNumber;
    setNumber(linkedNumber);
    setNumberError(null);
    setFileProblem(null);
    setIsFromAddress(true);
    if (linkedNumber) mutate({ number: linkedNumber });
    else reset();
  }, [linkedNumber, mutate, reset]);

  const checkNumber = () => {
    const trimmed = number.trim();
    setNumber(trimmed);
    setFileProblem(null);
    if (!trimmed) return setNumberError(t('receipts.verify.numberRequired'));
    setNumberError(null);
    setIsFromAddress(false);
    putInAddress(trimmed);
    mutate({ number: trimmed });
  };

  const fileRule = t('receipts.verify.oneFile', { size: MAX_PDF_MEGABYTES });
  const checkFile = (files: File[]) => {
    const [file] = files;
    setNumberError(null);
    if (files.length !== 1 || !file || file.size > MAX_PDF_BYTES) return setFileProblem(fileRule);
    setFileProblem(null);
    setIsFromAddress(false);
    // Until the PDF is answered, the address names no receipt; then it names the PDF's.
    putInAddress('');
    mutate(
      { file },
      {
        onSuccess: (receipt) => {
          setNumber(receipt.number);
          putInAddress(receipt.number);
        },
      },
    );
  };

  const byNumber = check.variables !== undefined && 'number' in check.variables;
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('pages.receiptVerify')}
          </Title>
          <Text mt="xs">{t('receipts.verify.intro')}</Text>
        </div>

        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            checkNumber();
          }}
        >
          <Stack gap="sm" align="flex-start">
            <TextInput
              w="100%"
              label={t('receipts.verify.numberLabel')}
              description={t('receipts.verify.numberHint')}
              value={number}
              onChange={(event) => setNumber(event.currentTarget.value)}
              onBlur={() => setNumber((typed) => typed.trim())}
              error={numberError}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <Button type="submit" loading={check.isPending && byNumber}>
              {t('receipts.verify.verify')}
            </Button>
          </Stack>
        </form>

        <Divider label={t('receipts.verify.or')} labelPosition="center" />

        <Stack gap={6}>
          <Input.Label id={`${id}-file`}>{t('receipts.verify.fileLabel')}</Input.Label>
          {/* The wrapping label makes the file input this area's control (see ImageField). */}
          <Box component="label" display="block">
            <Dropzone
              activateOnClick={false}
              onDrop={checkFile}
              onReject={() => setFileProblem(fileRule)}
              accept={[PDF_TYPE]}
              maxSize={MAX_PDF_BYTES}
              multiple={false}
              loading={check.isPending && !byNumber}
              role="group"
              aria-labelledby={`${id}-file`}
              aria-describedby={`${id}-file-rule`}
              inputProps={{ 'aria-labelledby': `${id}-file` }}
              radius="md"
            >
              <Group
                justify="center"
                gap="sm"
                mih={100}
                wrap="nowrap"
                style={{ pointerEvents: 'none' }}
              >
                <IconFileTypePdf size={36} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
                <div style={{ minWidth: 0 }}>
                  <Text size="sm">{t('receipts.verify.drop')}</Text>
                  <Text id={`${id}-file-rule`} size="xs" c="dimmed">
                    {t('receipts.verify.accepted', { size: MAX_PDF_MEGABYTES })}
                  </Text>
                </div>
              </Group>
            </Dropzone>
          </Box>
          {fileProblem && (
            <Text size="sm" c="red" role="alert">
              {fileProblem}
            </Text>
          )}
        </Stack>

        <ReceiptCheckResult check={check} bringIntoView={!isFromAddress} />
      </Stack>
    </Container>
  );
}
