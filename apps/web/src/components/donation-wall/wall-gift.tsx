import { formatGift } from '@givecrowd/shared/giving/gift-money';
import type { WallGift as Gift } from '@givecrowd/shared/giving/giving-api';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatTimeAgo } from '@/hooks/use-format-time-ago';

/** The name the server gives a donor who keeps theirs off the page. */
const ANONYMOUS = 'Anonymous';

/** One gift of a wall: who (or 'Anonymous'), how much, for whom, their message, how long ago. */
export function WallGift({ gift }: { gift: Gift }) {
  const { t } = useTranslation();
  const formatTimeAgo = useFormatTimeAgo();
  const name = gift.name === ANONYMOUS ? t('giving.wall.anonymous') : gift.name;
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <Avatar radius="xl" color="cyan" aria-hidden>
        {name.charAt(0)}
      </Avatar>
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatGift(gift.amount, gift.currency)}
          </Text>
        </Group>
        {gift.dedication && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t(`giving.dedication.${gift.dedication.kind}`)} {gift.dedication.name}
          </Text>
        )}
        {gift.message && (
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {gift.message}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatTimeAgo(gift.created_at)}
        </Text>
      </Stack>
    </Group>
  );
}
