import { Container, EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

type SiteMessageProps = { icon: ReactNode; title: string; description: string; action: ReactNode };

/** A whole-page note of an organization's site: a page it does not have, or a failed load. */
export function SiteMessage({ icon, title, description, action }: SiteMessageProps) {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <EmptyState variant="light" icon={icon}>
        <EmptyState.Title order={1}>{title}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
        <EmptyState.Actions>{action}</EmptyState.Actions>
      </EmptyState>
    </Container>
  );
}
