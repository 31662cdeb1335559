import { LRUCache } from 'lru-cache';

/**
 * Pages kept in memory (docs/product/server-rendering.md#the-page-cache): fresh for `freshMs`,
 * then served for `staleMs` more while one request renders the page again. Requests for a key
 * whose page is being rendered share that render. Clearing drops every page and forgets every
 * render under way: a render that began before the clear is handed to those who asked for it but
 * never kept. When full (`maxBytes`, as `sizeOf` counts), the page read longest ago makes room.
 * Kept for no time (`freshMs` 0), nothing is kept; renders are still shared.
 */
export type PageCache<T> = {
  find: (key: string) => { page: T; isFresh: boolean } | undefined;
  /** The render under way for `key`, if any. */
  rendering: (key: string) => Promise<T> | undefined;
  /** Renders the page (or joins the render under way) and keeps it when `render` says so. */
  render: (key: string, render: () => Promise<{ page: T; keep: boolean }>) => Promise<T>;
  clear: () => void;
};

type Kept<T> = { page: T; freshUntil: number };

export function createPageCache<T extends object>({
  freshMs,
  staleMs,
  maxBytes,
  sizeOf,
  now,
}: {
  freshMs: number;
  staleMs: number;
  maxBytes: number;
  sizeOf: (page: T) => number;
  now?: () => number;
}): PageCache<T> {
  const clock = now ?? (() => performance.now());
  const kept = new LRUCache<string, Kept<T>>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, sizeOf(entry.page)),
    ttl: freshMs + staleMs,
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
  const pending = new Map<string, Promise<T>>();
  let generation = 0;
  return {
    find(key) {
      const entry = freshMs > 0 ? kept.get(key) : undefined;
      return entry && { page: entry.page, isFresh: clock() < entry.freshUntil };
    },
    rendering: (key) => pending.get(key),
    render(key, render) {
      const under = pending.get(key);
      if (under) return under;
      const startedIn = generation;
      const rendered = render()
        .then(({ page, keep }) => {
          if (keep && freshMs > 0 && startedIn === generation) {
            kept.set(key, { page, freshUntil: clock() + freshMs });
          }
          return page;
        })
        .finally(() => {
          if (pending.get(key) === rendered) pending.delete(key);
        });
      pending.set(key, rendered);
      return rendered;
    },
    clear() {
      generation += 1;
      kept.clear();
      pending.clear();
    },
  };
}
