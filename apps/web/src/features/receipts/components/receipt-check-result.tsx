import { formatGift } from '@givecrowd/shared/giving/gift-money';
import { Alert, SimpleGrid, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconReceiptOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckedReceipt, useCheckReceipt } from '@/features/receipts/api/verify-receipt';
import { useFormatDay } from '@/hooks/use-format-day';
import { ApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" component="dt" fw={500}>
        {label}
      </Text>
      <Text size="sm" fw={500} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** What the receipt says, as the check answers it: nothing about the donor. */
function ReceiptFacts({ receipt }: { receipt: CheckedReceipt }) {
  const { t } = useTranslation();
  const formatDay = useFormatDay();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0} mt="sm">
      <Fact label={t('receipts.verify.number')}>{receipt.number}</Fact>
      <Fact label={t('receipts.verify.organization')}>{receipt.organization_name}</Fact>
      <Fact label={t('receipts.verify.date')}>{formatDay(receipt.date)}</Fact>
      <Fact label={t('receipts.verify.amount')}>
        {formatGift(receipt.amount, receipt.currency)}
      </Fact>
    </SimpleGrid>
  );
}

/** A receipt GiveCrowd issued: valid, or voided by a refund. */
function CheckedReceiptAlert({ receipt }: { receipt: CheckedReceipt }) {
  const { t } = useTranslation();
  if (receipt.status === 'void') {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconReceiptOff aria-hidden />}
        title={t('receipts.verify.voidTitle')}
      >
        <Text size="sm">{t('receipts.verify.voidBody')}</Text>
        <ReceiptFacts receipt={receipt} />
      </Alert>
    );
  }
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      title={t('receipts.verify.validTitle')}
    >
      <ReceiptFacts receipt={receipt} />
    </Alert>
  );
}

type ReceiptCheckResultProps = {
  check: ReturnType<typeof useCheckReceipt>;
  /** Scroll the answer into view when it comes: on a phone it may be below the screen. */
  bringIntoView: boolean;
};

/** The check's answer, or why there is none, in a live region. */
export function ReceiptCheckResult({ check, bringIntoView }: ReceiptCheckResultProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const region = useRef<HTMLDivElement>(null);
  const settledAt = check.isSuccess || check.isError ? check.submittedAt : 0;
  useEffect(() => {
    if (settledAt && bringIntoView) region.current?.scrollIntoView({ block: 'nearest' });
  }, [settledAt, bringIntoView]);

  return (
    <div ref={region} aria-live="polite">
      {check.isSuccess && <CheckedReceiptAlert receipt={check.data} />}
      {check.isError &&
        (check.error instanceof ApiError && check.error.status === 404 ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('receipts.verify.notFoundTitle')}
          >
            {translate(check.error.message)}
          </Alert>
        ) : (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('receipts.verify.failed')}
          >
            {translate(check.error.message)}
          </Alert>
        ))}
    </div>
  );
}
