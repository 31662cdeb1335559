import type { DonationForm } from '@givecrowd/shared/giving/giving-api';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isIndianOrganization } from '@/features/giving/donation-form-values';
import { useMessage } from '@/lib/use-message';

/** What each figure of the summary is, as `data-summary` names it for the script. */
export type SummaryFigure =
  | 'amount'
  | 'frequency'
  | 'providerFee'
  | 'charged'
  | 'fees'
  | 'organizationReceives';

function Row({
  label,
  figure,
  strong,
}: {
  label: string;
  figure: SummaryFigure;
  strong?: boolean;
}) {
  return (
    <Group component="div" justify="space-between" gap="xs" wrap="nowrap" data-summary-row={figure}>
      <Text
        component="dt"
        size="sm"
        fw={strong ? 700 : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {label}
      </Text>
      <Text
        component="dd"
        size="sm"
        fw={700}
        m={0}
        style={{ whiteSpace: 'nowrap' }}
        data-summary={figure}
      />
    </Group>
  );
}

/**
 * What is paid before paying (docs/product/donations.md, The form): the gift, once or monthly, the
 * fees, what the organization receives (giftFees, the plans' "what you keep") and, in India, the
 * 80G note. The server renders it without an amount; the script writes the figures.
 */
export function DonationSummary({ donationForm }: { donationForm: DonationForm }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const name = donationForm.organization.name;
  return (
    <Paper component="section" aria-labelledby="donation-summary" withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title id="donation-summary" order={2} fz="lg">
          {t('giving.summary.title')}
        </Title>
        <Box component="dl" m={0} data-summary-figures hidden>
          <Stack gap={6}>
            <Row label={t('giving.summary.gift')} figure="amount" />
            <Row label={t('giving.summary.frequency')} figure="frequency" />
            <Row label={t('giving.summary.feesCovered')} figure="providerFee" />
            <Row label={t('giving.summary.youPay')} figure="charged" strong />
            <Row label={t('giving.summary.fees')} figure="fees" />
            <Row label={t('giving.summary.receives', { name })} figure="organizationReceives" />
          </Stack>
        </Box>
        <Text size="sm" c="dimmed" data-summary-empty>
          {t('giving.summary.noAmount')}
        </Text>
        {isIndianOrganization(donationForm) && (
          <Text size="sm" c="dimmed" data-tax-note={donationForm.has_tax_exemption ? '80G' : ''}>
            {donationForm.has_tax_exemption
              ? translate(GIVING_MESSAGES.noPanNo80G)
              : t('giving.summary.no80G', { name })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
