import { lazy, Suspense } from 'react';

const SearchOverlay = lazy(() =>
  import('./search-overlay').then((module) => ({ default: module.SearchOverlay })),
);

type LazySearchOverlayProps = { opened: boolean; hasOpened: boolean; onClose: () => void };

/** The overlay's code is fetched the first time someone searches, not with every page. */
export function LazySearchOverlay({ opened, hasOpened, onClose }: LazySearchOverlayProps) {
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <SearchOverlay opened={opened} onClose={onClose} />
    </Suspense>
  );
}
