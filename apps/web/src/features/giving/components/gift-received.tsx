import { formatGift } from '@givecrowd/shared/giving/gift-money';
import type { DonationStatusResponse } from '@givecrowd/shared/giving/giving-api';
import { Button, Divider, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { donationTargetOf } from '@/features/giving/api/get-donation-status';
import { clearDonationDraft } from '@/features/giving/donation-draft';
import { givingPagePath } from '@/lib/giving-paths';
import { usePageHost } from '@/lib/page-host';
import { ShareGift } from './share-gift';

type Donation = DonationStatusResponse['data'];

/** The gift's receipt: its number and the PDF, or that it is being made and will be emailed. */
function ReceiptNote({ receipt }: { receipt: Donation['receipt'] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs" align="flex-start">
        {receipt && (
          <Text fw={600}>
            {t('giving.thankYou.receiptNumber')}{' '}
            {/* Kept whole: a phone would break it at a hyphen, where it reads as two numbers. */}
            <Text span inherit style={{ whiteSpace: 'nowrap' }}>
              {receipt.number}
            </Text>
          </Text>
        )}
        {receipt?.link ? (
          <>
            <Text size="sm" c="dimmed">
              {t('giving.thankYou.receiptEmailed')}
            </Text>
            <Button
              component="a"
              href={receipt.link}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              {t('giving.thankYou.downloadReceipt')}
            </Button>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('giving.thankYou.receiptPreparing')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * A confirmed gift: thanks, the amount, what happens next for a monthly gift, the receipt and a
 * way to share the page given on. What the form kept of it is no longer needed.
 */
export function GiftReceived({ donation }: { donation: Donation }) {
  const { t } = useTranslation();
  const { isOrganizationHost } = usePageHost();
  const target = donationTargetOf(donation);
  const amount = formatGift(donation.amount, donation.currency);
  const name = donation.campaign_title ?? donation.organization_name;
  const pageUrl = new URL(givingPagePath(target, isOrganizationHost), window.location.origin).href;
  const { kind, slug } = target;
  useEffect(() => clearDonationDraft({ kind, slug }), [kind, slug]);

  return (
    <Stack gap="xl">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {t('giving.thankYou.title')}
        </Title>
        <Text fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {t('giving.thankYou.received', { amount, name })}
        </Text>
        {donation.frequency === 'monthly' && (
          <Text c="dimmed" maw={520}>
            {t('giving.thankYou.monthly', { amount })}
          </Text>
        )}
      </Stack>
      <ReceiptNote receipt={donation.receipt} />
      <Divider />
      <ShareGift url={pageUrl} text={t('giving.share.text', { name })} />
    </Stack>
  );
}
