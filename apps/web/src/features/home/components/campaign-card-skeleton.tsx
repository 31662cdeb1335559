import { Card, Skeleton, Stack } from '@mantine/core';

export function CampaignCardSkeleton() {
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
