import { DISCOVER_TABS, type DiscoverTab } from '@givecrowd/shared/search/discover-options';
import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { isDiscoverTab } from '@/features/discover/discover-params';
import { useDiscoverParams } from '@/features/discover/use-discover-params';
import { usePageIsAlive } from '@/hooks/use-page-is-alive';
import { DiscoverFilters } from './discover-filters';
import { DiscoverResults } from './discover-results';

/**
 * The tabs: the one not shown waits until the page is alive. Its own component, so that moment
 * redraws the tabs alone, not every card below them.
 */
function DiscoverTabList({ current }: { current: DiscoverTab }) {
  const { t } = useTranslation();
  const isAlive = usePageIsAlive();
  return (
    <Tabs.List>
      {DISCOVER_TABS.map((tab) => (
        <Tabs.Tab key={tab} value={tab} disabled={!isAlive && tab !== current}>
          {t(`discover.tabs.${tab}`)}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}

/**
 * /discover (docs/product/search-and-discovery.md#discover): public campaigns or organizations,
 * by category and sort, a page at a time. Everything it shows is in its address, so links can be
 * shared and back and forward step through what was looked at.
 */
export function DiscoverPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.discover'));
  const [params, change] = useDiscoverParams();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Title order={1}>{t('pages.discover')}</Title>
      <Text c="dimmed" mt="xs">
        {t('discover.intro')}
      </Text>
      {/* Only the shown tab's panel has content. Kept mounted, each panel would be an Activity
          boundary, hydrated apart in one long task after the page (docs/product/server-rendering.md#hydration). */}
      <Tabs
        value={params.tab}
        keepMounted={false}
        onChange={(tab) => {
          if (isDiscoverTab(tab)) change({ tab });
        }}
        mt="lg"
      >
        <DiscoverTabList current={params.tab} />
        {DISCOVER_TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="lg">
            {tab === params.tab && (
              <Stack gap="lg">
                <DiscoverFilters params={params} onChange={change} />
                <DiscoverResults params={params} onChange={change} />
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
