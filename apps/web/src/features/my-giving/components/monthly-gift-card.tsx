import { formatGift } from '@givecrowd/shared/giving/gift-money';
import type { MyGivingMonthly } from '@givecrowd/shared/giving/my-giving-api';
import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStopMonthlyGift } from '@/features/my-giving/api/stop-monthly-gift';
import { useFormatDate } from '@/hooks/use-format-date';
import { useMessage } from '@/lib/use-message';
import { giftTarget } from './gift-card';

/**
 * A monthly gift still running: how much, to whom, since when and when next; after a declined
 * charge, where to update the payment; and 'Stop monthly gift' behind a confirmation.
 */
export function MonthlyGiftCard({
  gift,
  linkKey,
  onStopped,
}: {
  gift: MyGivingMonthly;
  linkKey: string;
  onStopped: () => void;
}) {
  const { t } = useTranslation();
  const translate = useMessage();
  const formatDate = useFormatDate();
  const [isAsking, asking] = useDisclosure(false);
  const stop = useStopMonthlyGift(linkKey);
  const amount = formatGift(gift.amount, gift.currency);
  const name = giftTarget(gift);
  const close = () => {
    stop.reset();
    asking.close();
  };

  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} fz="lg">
            {t('myGiving.monthly.perMonth', { amount })}
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{t('myGiving.gifts.to', { name })}</Text>
          <Text size="sm" c="dimmed">
            {t('myGiving.monthly.since', { date: formatDate(gift.started_at) })}
            {gift.next_charge_at
              ? ` · ${t('myGiving.monthly.next', { date: formatDate(gift.next_charge_at) })}`
              : ''}
          </Text>
        </div>
        {gift.failed_charges > 0 && (
          <Alert color="yellow" role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {t('myGiving.monthly.declined', { count: gift.failed_charges })}
              </Text>
              {gift.update_payment_url && (
                <Button
                  component="a"
                  href={gift.update_payment_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="compact-sm"
                  rightSection={<IconExternalLink size={16} aria-hidden />}
                >
                  {t('myGiving.monthly.updatePayment')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <Group>
          <Button
            variant="outline"
            color="red"
            onClick={asking.open}
            aria-label={t('myGiving.monthly.stopLabel', { amount, name })}
          >
            {t('myGiving.monthly.stop')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={isAsking} onClose={close} title={t('myGiving.monthly.confirmTitle')} centered>
        <Stack gap="md">
          <Text>{t('myGiving.monthly.confirmBody', { amount, name })}</Text>
          {stop.isError && (
            <Alert color="red" role="alert">
              {translate(stop.error.message)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('myGiving.monthly.keep')}
            </Button>
            <Button
              color="red"
              loading={stop.isPending}
              onClick={() =>
                stop.mutate(gift.id, {
                  onSuccess: () => {
                    asking.close();
                    onStopped();
                  },
                })
              }
            >
              {t('myGiving.monthly.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
