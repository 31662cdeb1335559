import { formatGift, type GiftCurrency } from '@givecrowd/shared/giving/gift-money';
import type { GivingSummary } from '@givecrowd/shared/giving/giving-api';
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/hooks/use-format-date';

const HEIGHT = 64;
const BAR_WIDTH = 3;
const GAP = 1;

/**
 * What was raised each day, as bars (docs/product/donations.md#the-dashboards-figures): a picture
 * whose name says the total and the best day, so a screen reader hears what the eye sees.
 */
export function GiftsByDayChart({
  days,
  currency,
}: {
  days: GivingSummary['by_day'];
  currency: GiftCurrency;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const total = days.reduce((sum, { amount }) => sum + amount, 0);
  if (total === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('account.dashboard.giving.chartEmpty')}
      </Text>
    );
  }
  const best = days.reduce((top, day) => (day.amount > top.amount ? day : top));
  const width = days.length * (BAR_WIDTH + GAP) - GAP;
  const label = t('account.dashboard.giving.chartLabel', {
    total: formatGift(total, currency),
    // Noon, so the day is the same day in every time zone of the world's working hours.
    date: formatDate(`${best.date}T12:00:00Z`),
    amount: formatGift(best.amount, currency),
  });
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      w="100%"
      h={HEIGHT}
      display="block"
    >
      {days.map(({ date, amount }, index) => {
        const height = amount === 0 ? 0 : Math.max(2, (amount / best.amount) * HEIGHT);
        return (
          <rect
            key={date}
            x={index * (BAR_WIDTH + GAP)}
            y={HEIGHT - height}
            width={BAR_WIDTH}
            height={height}
            fill="var(--mantine-primary-color-filled)"
          />
        );
      })}
    </Box>
  );
}
