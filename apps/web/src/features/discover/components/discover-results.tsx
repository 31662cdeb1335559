import { DISCOVER_PAGE_SIZE } from '@givecrowd/shared/search/discover-options';
import { Box, Button, EmptyState, Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CampaignCard } from '@/components/campaign-card/campaign-card';
import { useDiscover } from '@/features/discover/api/get-discover';
import type { DiscoverParams } from '@/features/discover/discover-params';
import { usePageIsAlive } from '@/hooks/use-page-is-alive';
import { DiscoverCardSkeleton } from './discover-card-skeleton';
import { OrganizationCard } from './organization-card';

type DiscoverResultsProps = {
  params: DiscoverParams;
  onChange: (change: Partial<DiscoverParams>) => void;
};

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];
const GRID_COLUMNS = { base: 1, sm: 2, md: 3 };

function DiscoverPager({ params, total, onChange }: DiscoverResultsProps & { total: number }) {
  const { t } = useTranslation();
  const isAlive = usePageIsAlive();
  const pageCount = Math.ceil(total / DISCOVER_PAGE_SIZE);
  if (pageCount <= 1 && params.page === 1) return null;
  return (
    <Group component="nav" aria-label={t('discover.pages')} justify="center">
      <Pagination
        total={Math.max(pageCount, params.page)}
        value={params.page}
        disabled={!isAlive}
        onChange={(page) => onChange({ page })}
        getItemProps={(page) => ({ 'aria-label': t('discover.page', { page }) })}
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': t('discover.previousPage') }
            : { 'aria-label': t('discover.nextPage') }
        }
      />
    </Group>
  );
}

/**
 * A page past the last one (an old link, a page typed in the address): no count and no pager that
 * would contradict it, only where the results end and a way back to them.
 */
function PastLastPage({
  page,
  lastPage,
  onChange,
}: {
  page: number;
  lastPage: number;
  onChange: DiscoverResultsProps['onChange'];
}) {
  const { t } = useTranslation();
  return (
    <EmptyState variant="light" icon={<IconMoodEmpty aria-hidden />}>
      <EmptyState.Title order={2}>{t('discover.pastEnd.title', { page })}</EmptyState.Title>
      <EmptyState.Description>
        {t('discover.pastEnd.body', { count: lastPage })}
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button onClick={() => onChange({ page: lastPage })}>
          {t('discover.pastEnd.lastPage', { page: lastPage })}
        </Button>
        {lastPage > 1 && (
          <Button variant="light" onClick={() => onChange({ page: 1 })}>
            {t('discover.pastEnd.firstPage')}
          </Button>
        )}
      </EmptyState.Actions>
    </EmptyState>
  );
}

/**
 * One page of campaign or organization cards, with skeletons while the first answer loads, an
 * empty state, a failure in place with 'Try again', and the pager
 * (docs/product/search-and-discovery.md#discover).
 */
export function DiscoverResults({ params, onChange }: DiscoverResultsProps) {
  const { t } = useTranslation();
  const { data, isError, isFetching, isPlaceholderData, refetch } = useDiscover(params);
  // A kept answer of the other tab has the wrong kind of cards: skeletons until this tab's comes.
  const shown = data?.tab === params.tab ? data : undefined;

  if (isError) {
    return (
      <EmptyState variant="light" icon={<IconCloudOff aria-hidden />}>
        <EmptyState.Title order={2}>{t('discover.error.title')}</EmptyState.Title>
        <EmptyState.Description>{t('discover.error.body')}</EmptyState.Description>
        <EmptyState.Actions>
          <Button onClick={() => void refetch()} loading={isFetching}>
            {t('discover.error.retry')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  if (!shown) {
    return (
      <SimpleGrid cols={GRID_COLUMNS} spacing="lg" role="status" aria-label={t('discover.loading')}>
        {SKELETON_KEYS.map((key) => (
          <DiscoverCardSkeleton key={key} tab={params.tab} />
        ))}
      </SimpleGrid>
    );
  }
  const count = params.tab === 'campaigns' ? shown.campaigns.length : shown.organizations.length;
  const lastPage = Math.ceil(shown.total / DISCOVER_PAGE_SIZE);
  if (count === 0 && shown.total > 0 && params.page > lastPage) {
    return <PastLastPage page={params.page} lastPage={lastPage} onChange={onChange} />;
  }
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" role="status">
        {t('discover.resultCount', { count: shown.total })}
      </Text>
      {count === 0 ? (
        <EmptyState variant="light" icon={<IconMoodEmpty aria-hidden />}>
          <EmptyState.Title order={2}>{t(`discover.empty.${params.tab}`)}</EmptyState.Title>
          <EmptyState.Description>{t('discover.empty.body')}</EmptyState.Description>
          {params.category && (
            <EmptyState.Actions>
              <Button variant="light" onClick={() => onChange({ category: null })}>
                {t('discover.empty.allCategories')}
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      ) : (
        <Box aria-busy={isPlaceholderData} style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
          <SimpleGrid cols={GRID_COLUMNS} spacing="lg">
            {params.tab === 'campaigns'
              ? shown.campaigns.map((campaign, index) => (
                  <CampaignCard key={campaign.slug} campaign={campaign} isPageLead={index === 0} />
                ))
              : shown.organizations.map((organization) => (
                  <OrganizationCard key={organization.slug} organization={organization} />
                ))}
          </SimpleGrid>
        </Box>
      )}
      <DiscoverPager params={params} total={shown.total} onChange={onChange} />
    </Stack>
  );
}
