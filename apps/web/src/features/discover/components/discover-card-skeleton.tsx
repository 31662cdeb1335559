import type { DiscoverTab } from '@givecrowd/shared/search/discover-options';
import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** A card's outline while the page loads: a campaign's image or an organization's logo. */
export function DiscoverCardSkeleton({ tab }: { tab: DiscoverTab }) {
  if (tab === 'organizations') {
    return (
      <Card padding="lg" aria-hidden>
        <Group wrap="nowrap" gap="md">
          <Skeleton h={56} w={56} radius="md" />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton h={18} />
            <Skeleton h={14} w="50%" />
          </Stack>
        </Group>
        <Skeleton h={20} w="60%" mt="md" />
        <Skeleton h={14} w="40%" mt="md" />
      </Card>
    );
  }
  return (
    <Card padding="lg" aria-hidden>
      <Card.Section>
        <Skeleton h={180} radius={0} />
      </Card.Section>
      <Stack gap="sm" mt="md">
        <Skeleton h={18} w="40%" />
        <Skeleton h={20} />
        <Skeleton h={14} w="60%" />
        <Skeleton h={14} w="70%" mt="sm" />
        <Skeleton h={8} />
      </Stack>
    </Card>
  );
}
