import { formatAmount } from '@givecrowd/shared/money/format-amount';
import type { SiteStats as Stats } from '@givecrowd/shared/organization/site-api';
import { Container, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The figures band the organization chose to show: campaigns, raised, supporters. */
export function SiteStats({ stats }: { stats: Stats }) {
  const { t } = useTranslation();
  const raised = stats.raised.length
    ? stats.raised.map(({ amount, currency }) => formatAmount(amount, currency)).join(' · ')
    : '0';
  const figures = [
    { label: t('site.stats.campaigns'), value: String(stats.campaigns) },
    { label: t('site.stats.raised'), value: raised },
    { label: t('site.stats.supporters'), value: String(stats.supporters) },
  ];
  return (
    <Container component="section" size="lg" aria-label={t('site.stats.label')} mt="lg" w="100%">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          {figures.map(({ label, value }) => (
            <Stack key={label} gap={2} align="center" ta="center">
              <Text
                fz={{ base: 24, sm: 30 }}
                fw={800}
                lh={1.2}
                style={{ overflowWrap: 'anywhere' }}
              >
                {value}
              </Text>
              <Text c="dimmed" fz="sm">
                {label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
    </Container>
  );
}
