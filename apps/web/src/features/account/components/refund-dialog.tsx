import { REFUND_REASON_MAX, refundReasonError } from '@givecrowd/shared/giving/refund-rules';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/lib/use-message';

type RefundDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** What goes back to the donor, formatted ('₹1,000'). */
  amount: string;
  donorName: string;
  isRefunding: boolean;
  /** The server's refusal, in place. */
  failure: string | null;
  onRefund: (reason: string) => void;
};

/**
 * The confirmation of a refund (docs/product/donations.md#refunds): what goes back and to whom,
 * the reason it needs (the shared rule, checked here and again by the server), and 'Refund'.
 */
export function RefundDialog({
  opened,
  onClose,
  amount,
  donorName,
  isRefunding,
  failure,
  onRefund,
}: RefundDialogProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const [reason, setReason] = useState('');
  const [isChecked, setChecked] = useState(false);
  const reasonError = isChecked ? refundReasonError(reason) : null;
  return (
    <Modal opened={opened} onClose={onClose} title={t('account.donation.refund.title')} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (refundReasonError(reason)) return;
          onRefund(reason.trim());
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('account.donation.refund.body', { amount, name: donorName })}</Text>
          <Textarea
            label={t('account.donation.refund.reason')}
            description={t('account.donation.refund.reasonHint', { max: REFUND_REASON_MAX })}
            required
            rows={4}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={reasonError ? translate(reasonError) : undefined}
            data-autofocus
          />
          {failure && (
            <Alert color="red" role="alert">
              {translate(failure)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('account.donation.refund.cancel')}
            </Button>
            <Button type="submit" color="red" loading={isRefunding}>
              {t('account.donation.refund.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
