import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type HomeSectionProps = { id: string; title: string; children: ReactNode };

/** A titled band of the home page; its heading names the region. */
export function HomeSection({ id, title, children }: HomeSectionProps) {
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
