import { formatGift } from '@givecrowd/shared/giving/gift-money';
import type { DonationStatus, OwnerDonation } from '@givecrowd/shared/giving/giving-api';
import { Anchor, Badge, Box, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Fact } from '@/components/fact';
import { useMyCampaigns } from '@/features/account/api/get-my-campaigns';
import { useFormatDate } from '@/hooks/use-format-date';

type Column = 'date' | 'donor' | 'campaign' | 'amount' | 'net' | 'frequency' | 'status' | 'receipt';

const STATUS_COLORS: Readonly<Record<DonationStatus, string>> = {
  succeeded: 'green',
  pending: 'yellow',
  failed: 'red',
  refunded: 'gray',
};

export function StatusBadge({ status }: { status: DonationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`account.donations.status.${status}`)}
    </Badge>
  );
}

/** How the list writes each fact of a gift, the same in the table and on the cards. */
function useDonationCells() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  // Campaign slugs are unique, so the owner's campaigns give each gift's campaign its title.
  const campaigns = useMyCampaigns().data ?? [];
  return (donation: OwnerDonation) => {
    const slug = donation.campaign_slug;
    const title = campaigns.find((campaign) => campaign.slug === slug)?.title ?? slug;
    const receipt = donation.receipt;
    return {
      date: formatDate(donation.created_at),
      campaign: slug ? (
        <Anchor component={Link} to={`/campaign/${slug}`} inherit>
          {title}
        </Anchor>
      ) : (
        t('account.donations.toOrganization')
      ),
      amount: formatGift(donation.amount, donation.currency),
      net: formatGift(donation.net, donation.currency),
      frequency: t(`account.donations.frequency.${donation.frequency}`),
      receipt: !receipt
        ? t('account.donations.noReceipt')
        : receipt.status === 'void'
          ? t('account.donations.receiptVoid', { number: receipt.number })
          : receipt.number,
    };
  };
}

/** A gift's own page, for the organization whose list it is in. */
export const donationPagePath = (donationId: string, organizationSlug: string) =>
  `/donations/${encodeURIComponent(donationId)}?${new URLSearchParams({ organization: organizationSlug })}`;

/** The donor's name, as the link to the gift's own page. */
function DonorLink({
  donation,
  organizationSlug,
}: {
  donation: OwnerDonation;
  organizationSlug: string;
}) {
  return (
    <Anchor
      component={Link}
      to={donationPagePath(donation.id, organizationSlug)}
      inherit
      fw="inherit"
    >
      {donation.donor_name}
    </Anchor>
  );
}

/**
 * The gifts, newest first: a table on wide screens, one card per gift on narrow ones, so nothing
 * scrolls sideways on a phone. Each donor's name opens the gift's own page.
 */
export function DonationList({
  donations,
  organizationSlug,
}: {
  donations: readonly OwnerDonation[];
  organizationSlug: string;
}) {
  const { t } = useTranslation();
  const cellsOf = useDonationCells();
  const column = (name: Column) => t(`account.donations.columns.${name}`);
  return (
    <>
      <Box visibleFrom="md">
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{column('date')}</Table.Th>
              <Table.Th scope="col">{column('donor')}</Table.Th>
              <Table.Th scope="col">{column('campaign')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {column('amount')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {column('net')}
              </Table.Th>
              <Table.Th scope="col">{column('frequency')}</Table.Th>
              <Table.Th scope="col">{column('status')}</Table.Th>
              <Table.Th scope="col">{column('receipt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {donations.map((donation) => {
              const cells = cellsOf(donation);
              return (
                <Table.Tr key={donation.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{cells.date}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text size="sm" fw={500}>
                      <DonorLink donation={donation} organizationSlug={organizationSlug} />
                    </Text>
                    <Text size="xs" c="dimmed">
                      {donation.donor_email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{cells.campaign}</Table.Td>
                  <Table.Td ta="right">{cells.amount}</Table.Td>
                  <Table.Td ta="right">{cells.net}</Table.Td>
                  <Table.Td>{cells.frequency}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={donation.status} />
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{cells.receipt}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack hiddenFrom="md" gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {donations.map((donation) => {
          const cells = cellsOf(donation);
          return (
            <Card key={donation.id} component="li" padding="md">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Box miw={0}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      <DonorLink donation={donation} organizationSlug={organizationSlug} />
                    </Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {donation.donor_email}
                    </Text>
                  </Box>
                  <StatusBadge status={donation.status} />
                </Group>
                <SimpleGrid cols={2} spacing="xs" component="dl" m={0}>
                  <Fact label={column('amount')}>{cells.amount}</Fact>
                  <Fact label={column('net')}>{cells.net}</Fact>
                  <Fact label={column('date')}>{cells.date}</Fact>
                  <Fact label={column('frequency')}>{cells.frequency}</Fact>
                  <Fact label={column('campaign')}>{cells.campaign}</Fact>
                  <Fact label={column('receipt')}>{cells.receipt}</Fact>
                </SimpleGrid>
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </>
  );
}
