import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageSectionProps = { id: string; title: string; children: ReactNode };

/** A titled band of a page (the home page, an organization's site); its heading names the region. */
export function PageSection({ id, title, children }: PageSectionProps) {
  return (
    <Container
      component="section"
      size="lg"
      py={{ base: 32, sm: 48 }}
      aria-labelledby={id}
      w="100%"
    >
      <Title id={id} order={2} mb="lg">
        {title}
      </Title>
      {children}
    </Container>
  );
}
