import { formatGift } from '@givecrowd/shared/giving/gift-money';
import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGivingSummary } from '@/features/account/api/get-giving-summary';
import { Total } from './donation-totals';
import { GiftsByDayChart } from './gifts-by-day-chart';

/**
 * One organization's gifts on its owner's dashboard (docs/product/donations.md#the-dashboards-figures):
 * raised this month and in all, donors, the monthly gifts' month, the last 90 days by day, and the
 * way to every gift.
 */
export function GivingSummaryCard({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation();
  const summary = useGivingSummary(slug);
  const headingId = `dashboard-giving-${slug}`;
  const currency = summary.data?.currency;
  return (
    <Card component="section" padding="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={3} size="h4" id={headingId}>
          {t('account.dashboard.giving.title', { name })}
        </Title>
        {summary.isPending && <Skeleton h={120} aria-hidden />}
        {summary.isError && (
          <Text role="alert">{t('account.dashboard.giving.loadFailed', { name })}</Text>
        )}
        {summary.data && currency && (
          <>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
              <Total
                label={t('account.dashboard.giving.raisedThisMonth')}
                value={formatGift(summary.data.raised_this_month, currency)}
              />
              <Total
                label={t('account.dashboard.giving.raised')}
                value={formatGift(summary.data.raised, currency)}
              />
              <Total
                label={t('account.dashboard.giving.donors')}
                value={String(summary.data.donors)}
              />
              <Total
                label={t('account.dashboard.giving.monthly')}
                value={formatGift(summary.data.monthly, currency)}
              />
            </SimpleGrid>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('account.dashboard.giving.chartTitle')}
              </Text>
              <GiftsByDayChart days={summary.data.by_day} currency={currency} />
            </Stack>
          </>
        )}
        <Anchor component={Link} to={`/donations?organization=${encodeURIComponent(slug)}`}>
          {t('account.dashboard.giving.seeAll')}
        </Anchor>
      </Stack>
    </Card>
  );
}
