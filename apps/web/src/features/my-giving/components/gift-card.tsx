import { formatGift } from '@givecrowd/shared/giving/gift-money';
import type { MyGivingDonation } from '@givecrowd/shared/giving/my-giving-api';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/hooks/use-format-date';

const STATUS_COLORS: Record<MyGivingDonation['status'], string> = {
  pending: 'gray',
  succeeded: 'green',
  failed: 'red',
  refunded: 'orange',
};

/** What the gift went to: its campaign and organization, or the organization. */
export const giftTarget = (gift: { campaign_title: string | null; organization_name: string }) =>
  gift.campaign_title
    ? `${gift.campaign_title} — ${gift.organization_name}`
    : gift.organization_name;

/** A gift's receipts: each with its PDF to download, or that it is being made. */
function Receipts({ gift }: { gift: MyGivingDonation }) {
  const { t } = useTranslation();
  if (gift.receipts.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {gift.status === 'succeeded'
          ? t('myGiving.gifts.preparing')
          : t('myGiving.gifts.noReceipt')}
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {gift.receipts.map((receipt) => (
        <Group key={receipt.number} component="li" gap="xs" wrap="wrap">
          {/* Kept whole: a phone would break it at a hyphen, where it reads as two numbers. */}
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {t('myGiving.gifts.receipt', { number: receipt.number })}
          </Text>
          {receipt.status === 'void' && (
            <Badge color="gray" variant="light">
              {t('myGiving.gifts.void')}
            </Badge>
          )}
          {receipt.link ? (
            <Button
              component="a"
              href={receipt.link}
              size="compact-sm"
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              aria-label={t('myGiving.gifts.downloadLabel', { number: receipt.number })}
            >
              {t('myGiving.gifts.download')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('myGiving.gifts.preparing')}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/** One gift: the amount in its currency, where it went, when, how often, and its receipts. */
export function GiftCard({ gift }: { gift: MyGivingDonation }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg">
              {formatGift(gift.amount, gift.currency)}
            </Text>
            <Text style={{ overflowWrap: 'anywhere' }}>
              {t('myGiving.gifts.to', { name: giftTarget(gift) })}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDate(gift.date)}
            </Text>
          </div>
          <Group gap={6}>
            <Badge variant="light" color="blue">
              {gift.frequency === 'monthly'
                ? t('myGiving.gifts.monthly')
                : t('myGiving.gifts.oneTime')}
            </Badge>
            <Badge variant="light" color={STATUS_COLORS[gift.status]}>
              {t(`myGiving.gifts.status.${gift.status}`)}
            </Badge>
            {gift.cancelled_at && (
              <Badge variant="light" color="gray">
                {t('myGiving.gifts.stopped')}
              </Badge>
            )}
          </Group>
        </Group>
        <Receipts gift={gift} />
      </Stack>
    </Paper>
  );
}
