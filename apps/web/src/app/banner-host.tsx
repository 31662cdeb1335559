import { lazy, Suspense, useSyncExternalStore } from 'react';
import { BANNER_TRANSITION_MS } from '@/components/error-banner-timing';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

let isWanted = false;
const listeners = new Set<() => void>();

/**
 * Asks for the banner's host (docs/product/wizard.md#error-banner). A page the server rendered
 * shows no banner of its own, so the host's code is fetched only when the page is a shell, when
 * the reader moves on to another page, or when an answer fails
 * (docs/product/server-rendering.md#the-home-pages-javascript).
 */
export function wantBannerHost(): void {
  if (isWanted) return;
  isWanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where banners and notifications show, once asked for. */
export function BannerHost() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => isWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" transitionDuration={BANNER_TRANSITION_MS} />
    </Suspense>
  );
}
