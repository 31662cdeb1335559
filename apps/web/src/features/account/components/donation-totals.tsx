import { formatGift, type GiftCurrency } from '@givecrowd/shared/giving/gift-money';
import type { OwnerDonationsResponse } from '@givecrowd/shared/giving/giving-api';
import { Box, Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Totals = OwnerDonationsResponse['data']['totals'];

/** A figure of the gifts: its label small above its value, large; in a `<dl>`. */
export function Total({ label, value }: { label: string; value: string }) {
  return (
    <Card padding="md" component="div">
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text
        fz={{ base: 20, sm: 24 }}
        fw={700}
        component="dd"
        m={0}
        style={{ overflowWrap: 'anywhere' }}
      >
        {value}
      </Text>
    </Card>
  );
}

/** What the filters find, on every page: given, received, donors and the monthly gifts' month. */
export function DonationTotals({ totals, currency }: { totals: Totals; currency: GiftCurrency }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-label={t('account.donations.totals.label')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
        <Total
          label={t('account.donations.totals.given')}
          value={formatGift(totals.amount, currency)}
        />
        <Total
          label={t('account.donations.totals.received')}
          value={formatGift(totals.net, currency)}
        />
        <Total label={t('account.donations.totals.donors')} value={String(totals.donors)} />
        <Total
          label={t('account.donations.totals.monthly')}
          value={formatGift(totals.monthly, currency)}
        />
      </SimpleGrid>
    </Box>
  );
}
