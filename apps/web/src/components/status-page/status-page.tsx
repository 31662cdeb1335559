import { Container, EmptyState } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

type StatusPageProps = {
  icon: ReactNode;
  title: string;
  description: string;
  /** The way onward; none where there is nowhere to go (an unknown organization host). */
  action?: ReactNode;
};

/** A whole-page message with at most one way onward: not found, or a failed page. */
export function StatusPage({ icon, title, description, action }: StatusPageProps) {
  useDocumentTitle(title);
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <EmptyState variant="light" icon={icon}>
        <EmptyState.Title order={1}>{title}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
        {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
      </EmptyState>
    </Container>
  );
}
