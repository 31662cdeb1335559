import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False on the server and while the browser takes a server-rendered page over, true once the page
 * is alive (docs/product/server-rendering.md#hydration): a control that only works when alive
 * waits until then, instead of losing a tap.
 */
export function usePageIsAlive(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
