/**
 * Public lists kept in memory for a few seconds (docs/product/search-and-discovery.md#caching).
 * Callers asking for the same key while it loads share one load; a failed load is forgotten at
 * once. Clearing drops everything, for a change that some list may show.
 */
export type ListCache = {
  read: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  clear: () => void;
};

type Entry = { expiresAt: number; value: Promise<unknown> };

export function createListCache({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ListCache {
  const entries = new Map<string, Entry>();

  function forget(key: string, entry: Entry): void {
    if (entries.get(key) === entry) entries.delete(key);
  }

  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.value as Promise<T>;
      if (cached) entries.delete(key);
      // The oldest entry makes room: a Map iterates in insertion order.
      const oldest = entries.keys().next();
      if (entries.size >= maxEntries && !oldest.done) entries.delete(oldest.value);
      const entry: Entry = { expiresAt: now() + ttlMs, value: load() };
      entries.set(key, entry);
      entry.value.catch(() => forget(key, entry));
      return entry.value as Promise<T>;
    },
    clear: () => entries.clear(),
  };
}
