import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

/** The in-place note a page section shows when it has nothing to list or could not load. */
export function SectionMessage({ icon, children }: { icon: ReactNode; children: string }) {
  return (
    <EmptyState size="sm" icon={icon} withIndicatorBackground py="lg">
      <EmptyState.Description>{children}</EmptyState.Description>
    </EmptyState>
  );
}
