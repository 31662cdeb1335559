import { DISCOVER_TABS } from '@givecrowd/shared/search/search-api';
import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { isDiscoverTab } from '@/features/discover/discover-params';
import { useDiscoverParams } from '@/features/discover/use-discover-params';
import { DiscoverFilters } from './discover-filters';
import { DiscoverResults } from './discover-results';

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
      <Tabs
        value={params.tab}
        onChange={(tab) => {
          if (isDiscoverTab(tab)) change({ tab });
        }}
        mt="lg"
      >
        <Tabs.List>
          {DISCOVER_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`discover.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
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
