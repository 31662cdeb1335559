import { describe, expect, it } from 'vitest';
import { createListCache } from './list-cache.ts';

function counter() {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return calls;
    },
    calls: () => calls,
  };
}

describe('createListCache', () => {
  it('answers the same value until it expires, then loads again', async () => {
    let now = 5000;
    const cache = createListCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const source = counter();
    expect(await cache.read('a', source.load)).toBe(1);
    now = 6000;
    expect(await cache.read('a', source.load)).toBe(1);
    now = 6001;
    expect(await cache.read('a', source.load)).toBe(2);
  });

  it('shares one load between callers and forgets a failure at once', async () => {
    const cache = createListCache({ ttlMs: 1000, maxEntries: 10 });
    const source = counter();
    const both = await Promise.all([cache.read('a', source.load), cache.read('a', source.load)]);
    expect(both).toEqual([1, 1]);
    await expect(cache.read('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('b', async () => 'back')).toBe('back');
  });

  it('drops everything when cleared, and the entry read longest ago when full', async () => {
    const cache = createListCache({ ttlMs: 1000, maxEntries: 2 });
    const source = counter();
    await cache.read('a', source.load);
    cache.clear();
    expect(await cache.read('a', source.load)).toBe(2);
    await cache.read('b', source.load);
    expect(await cache.read('a', source.load)).toBe(2);
    await cache.read('c', source.load);
    expect(await cache.read('a', source.load)).toBe(2);
    expect(await cache.read('c', source.load)).toBe(4);
    expect(await cache.read('b', source.load)).toBe(5);
  });

  it('keeps nothing when kept for no time', async () => {
    const cache = createListCache({ ttlMs: 0, maxEntries: 1 });
    const source = counter();
    expect(await cache.read('a', source.load)).toBe(1);
    expect(await cache.read('a', source.load)).toBe(2);
  });
});
