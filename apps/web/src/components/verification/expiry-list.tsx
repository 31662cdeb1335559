import type { expirySchema } from '@givecrowd/shared/review/review-api';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormatDay } from '@/hooks/use-format-day';

type Expiry = z.infer<typeof expirySchema>;

/**
 * India's registrations that expire (docs/product/verification.md#expiry-watch): each with its
 * date and the days left.
 */
export function ExpiryList({ expiries }: { expiries: readonly Expiry[] }) {
  const { t } = useTranslation();
  const formatDay = useFormatDay();
  return (
    <List size="sm" spacing={4}>
      {expiries.map(({ document, expires_on: expiresOn, days_left: daysLeft }) => (
        <List.Item key={document}>
          <Text span fw={600} size="sm">
            {t(`review.expiry.${document}`)}
          </Text>
          {': '}
          {t('review.expiry.on', { date: formatDay(expiresOn) })}{' '}
          <Text span size="sm" c={daysLeft <= 30 ? 'red.9' : undefined} fw={500}>
            {daysLeft < 0
              ? t('review.expiry.expired')
              : t('review.expiry.daysLeft', { count: daysLeft })}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
