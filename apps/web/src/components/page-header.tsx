import { Group, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

export function PageHeader({ title, action }: { title: string; action?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Group justify="space-between" align="center" mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {action}
    </Group>
  );
}
