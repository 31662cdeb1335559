import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  EmptyState,
  Group,
  Loader,
  Stack,
  Text,
} from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { NotFoundPage } from '@/components/status-page/not-found-page';
import { useReviewQueue } from '@/features/review/api/review-queue';
import { type QueueFilter, readQueueQuery, withQueueFilter } from '@/features/review/queue-params';
import { ApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';
import { QueueFilters } from './queue-filters';
import { QueueList } from './queue-list';

/**
 * `/admin/organizations`: the organizations waiting for a reviewer, filtered by what the address
 * says, oldest first (docs/product/verification.md#the-queue). Anyone but a reviewer sees 'Page
 * not found', as the server answers them.
 */
export function ReviewQueuePage() {
  const { t } = useTranslation();
  const translate = useMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readQueueQuery(searchParams);
  const queue = useReviewQueue(query);
  const isFiltered = Object.keys(query).length > 0;
  const change = (filter: QueueFilter, value: string) =>
    setSearchParams(withQueueFilter(searchParams, filter, value), { replace: true });

  if (queue.error instanceof ApiError && queue.error.status === 404) return <NotFoundPage />;

  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('pages.reviewQueue')} />
      <Stack gap="lg">
        <Text>{t('review.queue.intro')}</Text>
        <Group>
          <Anchor component={Link} to="/admin/change-requests">
            {t('review.changeRequests.link')}
          </Anchor>
        </Group>
        <QueueFilters query={query} onChange={change} />
        {queue.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('review.queue.loading')} />
          </Center>
        ) : queue.isError ? (
          <Alert color="red" role="alert" title={t('account.loadFailed')}>
            {translate(queue.error.message)}{' '}
            <Button variant="subtle" size="xs" onClick={() => void queue.refetch()}>
              {t('account.retry')}
            </Button>
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed" role="status">
              {t('review.queue.count', { count: queue.data.length })}
            </Text>
            {queue.data.length === 0 ? (
              <EmptyState variant="light" icon={<IconInbox aria-hidden />}>
                <EmptyState.Title order={2}>
                  {isFiltered ? t('review.queue.emptyFiltered') : t('review.queue.empty')}
                </EmptyState.Title>
                <EmptyState.Description>
                  {isFiltered ? t('review.queue.emptyFilteredBody') : t('review.queue.emptyBody')}
                </EmptyState.Description>
                {isFiltered && (
                  <EmptyState.Actions>
                    <Button variant="light" onClick={() => setSearchParams({}, { replace: true })}>
                      {t('review.queue.clearFilters')}
                    </Button>
                  </EmptyState.Actions>
                )}
              </EmptyState>
            ) : (
              <QueueList items={queue.data} />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
