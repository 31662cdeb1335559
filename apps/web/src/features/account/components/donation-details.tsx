import { formatGift } from '@givecrowd/shared/giving/gift-money';
import type {
  OwnerDonationDetail,
  OwnerGiftCharge,
  OwnerReceipt,
} from '@givecrowd/shared/giving/giving-api';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconMailForward, IconReceiptRefund } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Fact } from '@/components/fact';
import { useMyCampaigns } from '@/features/account/api/get-my-campaigns';
import { useRefundDonation } from '@/features/account/api/refund-donation';
import { useResendReceipt } from '@/features/account/api/resend-receipt';
import { useFormatDate } from '@/hooks/use-format-date';
import { useMessage } from '@/lib/use-message';
import type en from '@/locales/en.json';
import { StatusBadge } from './donation-list';
import { RefundDialog } from './refund-dialog';

type DonationDetailsProps = { slug: string; donation: OwnerDonationDetail };
type FactName = keyof (typeof en)['account']['donation']['facts'];

/** A titled part of the gift's page; its heading names the region. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} padding="lg" withBorder>
      <Title id={id} order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Facts in a description list: one column on a phone, more as the screen widens. */
function Facts({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="dl" m={0}>
      {children}
    </SimpleGrid>
  );
}

/**
 * One gift for its organization's owner (docs/product/donations.md#a-gifts-own-page): the gift
 * and what the donor gave, its charges and their refunds, its receipts to download, and the
 * owner's 'Resend receipt' and 'Refund'.
 */
export function DonationDetails({ slug, donation }: DonationDetailsProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const formatDate = useFormatDate();
  const request = { slug, donationId: donation.id };
  const resend = useResendReceipt(request);
  const refund = useRefundDonation(request);
  const [isRefundOpen, setRefundOpen] = useState(false);
  const campaigns = useMyCampaigns().data ?? [];
  const money = (amount: number) => formatGift(amount, donation.currency);
  const yesNo = (value: boolean) => t(value ? 'account.donation.yes' : 'account.donation.no');
  const none = t('account.donation.none');
  const campaignSlug = donation.campaign_slug;
  const campaignTitle =
    campaigns.find((campaign) => campaign.slug === campaignSlug)?.title ?? campaignSlug;
  const hasValidReceipt = donation.receipts.some((receipt) => receipt.status === 'valid');
  const address = donation.donor_address;
  const fact = (name: FactName) => t(`account.donation.facts.${name}`);

  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) =>
        notifications.show({ color: 'green', message: translate(answer.message) }),
    });
  const confirmRefund = (reason: string) =>
    refund.mutate(
      { reason },
      {
        onSuccess: () => {
          setRefundOpen(false);
          notifications.show({ color: 'green', message: t('account.donation.refund.done') });
        },
      },
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} miw={0}>
          <Group gap="sm">
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {donation.donor_name}
            </Title>
            <StatusBadge status={donation.status} />
          </Group>
          <Text c="dimmed" size="sm">
            {t('account.donation.summary', {
              amount: money(donation.amount),
              frequency: t(`account.donations.frequency.${donation.frequency}`),
              date: formatDate(donation.created_at),
            })}
          </Text>
        </Stack>
        <Group gap="sm">
          {hasValidReceipt && (
            <Button
              variant="default"
              leftSection={<IconMailForward size={18} aria-hidden />}
              loading={resend.isPending}
              onClick={sendAgain}
            >
              {t('account.donation.resend')}
            </Button>
          )}
          {donation.refundable && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconReceiptRefund size={18} aria-hidden />}
              onClick={() => {
                refund.reset();
                setRefundOpen(true);
              }}
            >
              {t('account.donation.refund.open')}
            </Button>
          )}
        </Group>
      </Group>

      {resend.error && (
        <Alert color="red" role="alert">
          {translate(resend.error.message)}
        </Alert>
      )}
      {donation.refundable && donation.refund_until && (
        <Text size="sm" c="dimmed">
          {t(
            donation.frequency === 'monthly'
              ? 'account.donation.refundableMonthly'
              : 'account.donation.refundable',
            { date: formatDate(donation.refund_until) },
          )}
        </Text>
      )}
      {!donation.refundable && donation.status === 'succeeded' && donation.refund_until && (
        <Text size="sm" c="dimmed">
          {translate(GIVING_MESSAGES.refundTooLate)}
        </Text>
      )}

      <Section id="donation-gift" title={t('account.donation.sections.gift')}>
        <Facts>
          <Fact label={fact('amount')}>{money(donation.amount)}</Fact>
          <Fact label={fact('charged')}>{money(donation.charged)}</Fact>
          <Fact label={fact('fee')}>{money(donation.fee)}</Fact>
          <Fact label={fact('net')}>{money(donation.net)}</Fact>
          <Fact label={fact('frequency')}>
            {t(`account.donations.frequency.${donation.frequency}`)}
          </Fact>
          <Fact label={fact('campaign')}>
            {campaignSlug ? (
              <Anchor component={Link} to={`/campaign/${campaignSlug}`} inherit>
                {campaignTitle}
              </Anchor>
            ) : (
              t('account.donations.toOrganization')
            )}
          </Fact>
          <Fact label={fact('startedAt')}>{formatDate(donation.created_at)}</Fact>
          <Fact label={fact('paidAt')}>
            {donation.confirmed_at ? formatDate(donation.confirmed_at) : none}
          </Fact>
          <Fact label={fact('coverFees')}>{yesNo(donation.cover_fees)}</Fact>
          <Fact label={fact('giftAid')}>{yesNo(donation.gift_aid)}</Fact>
          <Fact label={fact('showName')}>
            {t(donation.show_name ? 'account.donation.shown' : 'account.donation.anonymous')}
          </Fact>
          <Fact label={fact('dedication')}>
            {donation.dedication
              ? t(`account.donation.dedication.${donation.dedication.kind}`, {
                  name: donation.dedication.name,
                })
              : none}
          </Fact>
          <Fact label={fact('message')}>{donation.message || none}</Fact>
        </Facts>
      </Section>

      <Section id="donation-donor" title={t('account.donation.sections.donor')}>
        <Facts>
          <Fact label={fact('name')}>{donation.donor_name}</Fact>
          <Fact label={fact('email')}>
            <Anchor href={`mailto:${donation.donor_email}`} inherit>
              {donation.donor_email}
            </Anchor>
          </Fact>
          <Fact label={fact('phone')}>{donation.donor_phone || none}</Fact>
          <Fact label={fact('pan')}>{donation.donor_pan || none}</Fact>
          <Fact label={fact('address')}>
            {address
              ? [
                  address.line_1,
                  address.line_2,
                  address.city,
                  address.postal_code,
                  address.country_code,
                ]
                  .filter(Boolean)
                  .join(', ')
              : none}
          </Fact>
          <Fact label={fact('indianCitizen')}>{yesNo(donation.is_indian_citizen)}</Fact>
          {donation.donor_passport && (
            <Fact label={fact('passport')}>{donation.donor_passport}</Fact>
          )}
          {donation.donor_nationality && (
            <Fact label={fact('nationality')}>{donation.donor_nationality}</Fact>
          )}
        </Facts>
      </Section>

      <Section id="donation-charges" title={t('account.donation.sections.charges')}>
        {donation.charges.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('account.donation.noCharges')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {donation.charges.map((charge) => (
              <ChargeItem key={charge.id} charge={charge} />
            ))}
          </Stack>
        )}
      </Section>

      <Section id="donation-receipts" title={t('account.donation.sections.receipts')}>
        {donation.receipts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('account.donations.noReceipt')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {donation.receipts.map((receipt) => (
              <ReceiptItem key={receipt.number} receipt={receipt} />
            ))}
          </Stack>
        )}
      </Section>

      <RefundDialog
        opened={isRefundOpen}
        onClose={() => setRefundOpen(false)}
        amount={money(donation.charged)}
        donorName={donation.donor_name}
        isRefunding={refund.isPending}
        failure={refund.error?.message ?? null}
        onRefund={confirmRefund}
      />
    </Stack>
  );
}

function ChargeItem({ charge }: { charge: OwnerGiftCharge }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const formatDate = useFormatDate();
  const isRefunded = charge.status === 'refunded';
  return (
    <Card component="li" padding="sm" withBorder>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={500}>
          {t('account.donation.charge', {
            amount: formatGift(charge.amount, charge.currency),
            date: formatDate(charge.charged_at),
          })}
        </Text>
        <Badge color={isRefunded ? 'gray' : 'green'} variant="light">
          {t(`account.donations.status.${isRefunded ? 'refunded' : 'succeeded'}`)}
        </Badge>
      </Group>
      {isRefunded && charge.refunded_at && (
        <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {t('account.donation.refundedOn', {
            date: formatDate(charge.refunded_at),
            reason: translate(charge.refund_reason ?? ''),
          })}
        </Text>
      )}
      {charge.failed_refunds.map((failed) => (
        <Text key={failed.failed_at} size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {t('account.donation.refundFailedOn', {
            date: formatDate(failed.failed_at),
            reason: translate(failed.reason),
          })}
        </Text>
      ))}
    </Card>
  );
}

function ReceiptItem({ receipt }: { receipt: OwnerReceipt }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const formatDate = useFormatDate();
  const isVoid = receipt.status === 'void';
  return (
    <Card component="li" padding="sm" withBorder>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={500} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {receipt.number}
        </Text>
        <Badge color={isVoid ? 'red' : 'green'} variant="light">
          {t(`account.donation.receiptStatus.${receipt.status}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {t('account.donation.issuedOn', { date: formatDate(receipt.issued_at) })}
      </Text>
      {isVoid && receipt.voided_at && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('account.donation.voidedOn', {
            date: formatDate(receipt.voided_at),
            reason: translate(receipt.void_reason ?? ''),
          })}
        </Text>
      )}
      {receipt.link ? (
        <Anchor href={receipt.link} download size="sm" mt={4} display="inline-flex">
          <IconDownload size={16} aria-hidden style={{ marginRight: 4 }} />
          {t('account.donation.download', { number: receipt.number })}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed" mt={4}>
          {t('account.donation.pdfBeingMade')}
        </Text>
      )}
    </Card>
  );
}
