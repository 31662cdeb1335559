import type { ReviewQueueItem } from '@givecrowd/shared/review/review-api';
import { Anchor, Box, Card, Group, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCountries } from '@/api/get-countries';
import { Fact } from '@/components/fact';
import { StatusBadge } from '@/components/verification/status-badge';

/** The review page of a queued organization. */
export const reviewPath = (slug: string) => `/admin/organizations/${encodeURIComponent(slug)}`;

/** How the queue writes each column of an item. */
function useQueueCells() {
  const { t } = useTranslation();
  const countries = useCountries().data ?? [];
  return (item: ReviewQueueItem) => ({
    country:
      countries.find((country) => country.code === item.country_code)?.name ??
      item.country_code ??
      t('review.value.empty'),
    type: item.organization_type
      ? t(`onboarding.type.${item.organization_type}`)
      : t('review.value.empty'),
    program: item.is_grant_program
      ? t(`review.grant.${item.grant_status}`)
      : t('review.queue.noProgram'),
    waiting: t('review.queue.waitingDays', { count: item.waiting_days }),
  });
}

/**
 * The queue, oldest first: a table on wide screens, one card per organization on narrow ones
 * (docs/product/verification.md#the-queue). Each organization's name opens its review page.
 */
export function QueueList({ items }: { items: readonly ReviewQueueItem[] }) {
  const { t } = useTranslation();
  const cellsOf = useQueueCells();
  const name = (item: ReviewQueueItem) => item.organization_name || t('review.untitled');
  return (
    <>
      <Box visibleFrom="md">
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('review.queue.columns.name')}</Table.Th>
              <Table.Th scope="col">{t('review.queue.columns.country')}</Table.Th>
              <Table.Th scope="col">{t('review.queue.columns.type')}</Table.Th>
              <Table.Th scope="col">{t('review.queue.columns.program')}</Table.Th>
              <Table.Th scope="col">{t('review.queue.columns.status')}</Table.Th>
              <Table.Th scope="col">{t('review.queue.columns.waiting')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => {
              const cells = cellsOf(item);
              return (
                <Table.Tr key={item.slug}>
                  <Table.Th scope="row" fw={500}>
                    <Anchor component={Link} to={reviewPath(item.slug)}>
                      {name(item)}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>{cells.country}</Table.Td>
                  <Table.Td>{cells.type}</Table.Td>
                  <Table.Td>{cells.program}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={item.status} />
                  </Table.Td>
                  <Table.Td>{cells.waiting}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack hiddenFrom="md" gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => {
          const cells = cellsOf(item);
          return (
            <Card key={item.slug} component="li" padding="md">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
                    <Anchor component={Link} to={reviewPath(item.slug)} inherit>
                      {name(item)}
                    </Anchor>
                  </Title>
                  <StatusBadge status={item.status} />
                </Group>
                <SimpleGrid cols={2} spacing="xs" component="dl" m={0}>
                  <Fact label={t('review.queue.columns.country')}>{cells.country}</Fact>
                  <Fact label={t('review.queue.columns.type')}>{cells.type}</Fact>
                  <Fact label={t('review.queue.columns.program')}>{cells.program}</Fact>
                  <Fact label={t('review.queue.columns.waiting')}>{cells.waiting}</Fact>
                </SimpleGrid>
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </>
  );
}
