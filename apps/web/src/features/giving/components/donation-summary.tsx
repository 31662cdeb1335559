import { formatGift } from '@givecrowd/shared/giving/gift-money';
import type { DonationForm } from '@givecrowd/shared/giving/giving-api';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { isIndianOrganization } from '@/features/giving/donation-form-values';
import type { GiftFigures } from '@/features/giving/gift-figures';
import { useMessage } from '@/lib/use-message';

type DonationSummaryProps = {
  figures: GiftFigures | null;
  donationForm: DonationForm;
  /** The PAN typed, in India. */
  pan: string;
};

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group component="div" justify="space-between" gap="xs" wrap="nowrap">
      <Text
        component="dt"
        size="sm"
        fw={strong ? 700 : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {label}
      </Text>
      <Text component="dd" size="sm" fw={700} m={0} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** In India, whether the gift can be claimed under section 80G. */
function TaxNote({ donationForm, pan }: { donationForm: DonationForm; pan: string }) {
  const { t } = useTranslation();
  const translate = useMessage();
  if (!isIndianOrganization(donationForm)) return null;
  const name = donationForm.organization.name;
  const note = !donationForm.has_tax_exemption
    ? t('giving.summary.no80G', { name })
    : pan.trim()
      ? t('giving.summary.with80G')
      : translate(GIVING_MESSAGES.noPanNo80G);
  return (
    <Text size="sm" c="dimmed">
      {note}
    </Text>
  );
}

/**
 * What is paid before paying (docs/product/donations.md, The form): the gift, once or monthly, the fees, what the
 * organization receives (giftFees, the plans' "what you keep") and, in India, the 80G note.
 */
export function DonationSummary({ figures, donationForm, pan }: DonationSummaryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const money = (amount: number) => formatGift(amount, donationForm.currency);
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title id={headingId} order={2} fz="lg">
          {t('giving.summary.title')}
        </Title>
        {figures ? (
          <Box component="dl" m={0}>
            <Stack gap={6}>
              <Row label={t('giving.summary.gift')} value={money(figures.amount)} />
              <Row
                label={t('giving.summary.frequency')}
                value={t(
                  figures.frequency === 'monthly'
                    ? 'giving.summary.monthly'
                    : 'giving.summary.once',
                )}
              />
              {figures.charged !== figures.amount && (
                <Row label={t('giving.summary.feesCovered')} value={money(figures.providerFee)} />
              )}
              <Row label={t('giving.summary.youPay')} value={money(figures.charged)} strong />
              <Row label={t('giving.summary.fees')} value={money(figures.fees)} />
              <Row
                label={t('giving.summary.receives', { name: donationForm.organization.name })}
                value={money(figures.organizationReceives)}
              />
            </Stack>
          </Box>
        ) : (
          <Text size="sm" c="dimmed">
            {t('giving.summary.noAmount')}
          </Text>
        )}
        <TaxNote donationForm={donationForm} pan={pan} />
      </Stack>
    </Paper>
  );
}
