import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SearchSectionProps = {
  id: string;
  title: string;
  /** Chips in a wrapping row (categories) rather than a column (projects). */
  isRow?: boolean;
  children: ReactNode;
};

/** A headed list of the overlay (Categories, Projects); its heading names the region. */
export function SearchSection({ id, title, isRow = false, children }: SearchSectionProps) {
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Title id={id} order={3} size="h6" c="dimmed">
        {title}
      </Title>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexDirection: isRow ? 'row' : 'column',
          flexWrap: isRow ? 'wrap' : 'nowrap',
          gap: isRow ? 'var(--mantine-spacing-xs)' : 2,
        }}
      >
        {children}
      </ul>
    </Stack>
  );
}
