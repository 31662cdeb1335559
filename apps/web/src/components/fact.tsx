import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One fact of a description list (inside a `<dl>`): its label small and dimmed above its value,
 * which wraps anywhere rather than widen a phone's screen.
 */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" component="dt" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
