import { LRUCache } from 'lru-cache';

/**
 * Public lists kept in memory for a few seconds (docs/product/search-and-discovery.md#caching).
 * Callers asking for the same key while it loads share one load; a failed load is forgotten at
 * once. When full, the entry read longest ago makes room. Clearing drops everything, for a change
 * that some list may show. A cache kept for no time keeps nothing: each read loads.
 */
export type ListCache = {
  read: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  clear: () => void;
};

export function createListCache({
  ttlMs,
  maxEntries,
  now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ListCache {
  if (ttlMs <= 0) return { read: (_key, load) => load(), clear: () => {} };
  const entries = new LRUCache<string, Promise<unknown>>({
    max: maxEntries,
    ttl: ttlMs,
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept) return kept as Promise<T>;
      const value = load();
      entries.set(key, value);
      value.catch(() => {
        if (entries.peek(key) === value) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}
