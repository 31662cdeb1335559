import { receiptYearOf } from '@givecrowd/shared/giving/receipt-number';
import { receiptYearLabel } from '@givecrowd/shared/giving/statements-api';
import { Alert, Button, Card, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendStatements } from '@/features/account/api/send-statements';
import { ApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';

/** Years offered: this receipt year and the ones before it. */
const YEARS_BACK = 5;

/**
 * Emailing each donor of a year their statement with its receipts, once
 * (docs/product/donations.md#year-end-statements): a year, a confirmation, then what was sent.
 */
export function YearEndStatements({
  slug,
  countryCode,
}: {
  slug: string;
  /** The organization's country: India's years are financial years. */
  countryCode: string | null | undefined;
}) {
  const { t } = useTranslation();
  const translate = useMessage();
  const thisYear = receiptYearOf(new Date(), countryCode ?? '');
  const years = Array.from({ length: YEARS_BACK }, (_, index) => thisYear - index);
  const [year, setYear] = useState(thisYear);
  const [confirming, setConfirming] = useState(false);
  const send = useSendStatements(slug);
  const label = receiptYearLabel(year, countryCode);
  const confirm = () => send.mutate({ year }, { onSettled: () => setConfirming(false) });
  return (
    <Card component="section" padding="lg" aria-labelledby="year-end-statements">
      <Stack gap="sm">
        <Title order={2} size="h4" id="year-end-statements">
          {t('account.donations.statements.title')}
        </Title>
        <Text size="sm">{t('account.donations.statements.body')}</Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('account.donations.statements.year')}
            data={years.map((one) => ({
              value: String(one),
              label: receiptYearLabel(one, countryCode),
            }))}
            value={String(year)}
            onChange={(event) => {
              setYear(Number(event.currentTarget.value));
              send.reset();
            }}
            w={160}
          />
          <Button variant="light" onClick={() => setConfirming(true)}>
            {t('account.donations.statements.send')}
          </Button>
        </Group>
        {send.isSuccess && (
          <Alert color="green" role="status">
            {translate(send.data.message)}{' '}
            {t('account.donations.statements.counts', {
              count: send.data.data.sent,
              before: send.data.data.already_sent,
            })}
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" role="alert">
            {send.error instanceof ApiError
              ? translate(send.error.message)
              : t('account.donations.statements.failed')}
          </Alert>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('account.donations.statements.confirmTitle', { year: label })}
        centered
      >
        <Stack gap="md">
          <Text>{t('account.donations.statements.confirmBody', { year: label })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => setConfirming(false)}
              disabled={send.isPending}
            >
              {t('account.donations.statements.cancel')}
            </Button>
            <Button onClick={confirm} loading={send.isPending}>
              {t('account.donations.statements.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
