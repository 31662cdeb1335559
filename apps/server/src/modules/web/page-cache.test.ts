import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

type Page = { html: string };

function setUp({ freshMs = 1000, maxBytes = 1000 } = {}) {
  let now = 0;
  let renders = 0;
  const cache = createPageCache<Page>({
    freshMs,
    staleMs: 3000,
    maxBytes,
    sizeOf: (page) => page.html.length,
    now: () => now,
  });
  const render =
    (keep = true, html?: string) =>
    async () => {
      renders += 1;
      return { page: { html: html ?? `render ${renders}` }, keep };
    };
  return {
    cache,
    render,
    renders: () => renders,
    wait: (ms: number) => {
      now += ms;
    },
  };
}

/** A render that ends when the test says so. */
function heldRender(html: string) {
  let finish = () => {};
  const rendered = new Promise<{ page: Page; keep: boolean }>((resolve) => {
    finish = () => resolve({ page: { html }, keep: true });
  });
  return { render: () => rendered, finish: () => finish() };
}

describe('the page cache', () => {
  it('keeps a page fresh for its time, then stale for a while, then not at all', async () => {
    const { cache, render, wait } = setUp();
    expect(cache.find('a')).toBeUndefined();
    await cache.render('a', render());
    expect(cache.find('a')).toEqual({ page: { html: 'render 1' }, isFresh: true });
    wait(1000);
    expect(cache.find('a')).toEqual({ page: { html: 'render 1' }, isFresh: false });
    await cache.render('a', render());
    expect(cache.find('a')).toEqual({ page: { html: 'render 2' }, isFresh: true });
    wait(4001);
    expect(cache.find('a')).toBeUndefined();
  });

  it('shares one render among those asking while it runs', async () => {
    const { cache } = setUp();
    const held = heldRender('shared');
    const first = cache.render('a', held.render);
    expect(cache.rendering('a')).toBe(first);
    const second = cache.render('a', async () => ({ page: { html: 'never' }, keep: true }));
    held.finish();
    expect(await first).toEqual({ html: 'shared' });
    expect(await second).toEqual({ html: 'shared' });
    expect(cache.rendering('a')).toBeUndefined();
  });

  it('never keeps a page its render says not to keep', async () => {
    const { cache, render, renders } = setUp();
    await cache.render('a', render(false));
    expect(cache.find('a')).toBeUndefined();
    await cache.render('a', render(false));
    expect(renders()).toBe(2);
  });

  it('forgets everything when cleared, and never keeps what was rendered before the clear', async () => {
    const { cache, render } = setUp();
    await cache.render('a', render());
    const held = heldRender('from before the change');
    const before = cache.render('b', held.render);
    cache.clear();
    expect(cache.find('a')).toBeUndefined();
    expect(cache.rendering('b')).toBeUndefined();
    held.finish();
    expect(await before).toEqual({ html: 'from before the change' });
    expect(cache.find('b')).toBeUndefined();
  });

  it('forgets a failed render at once', async () => {
    const { cache, render } = setUp();
    await expect(
      cache.render('a', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(cache.rendering('a')).toBeUndefined();
    expect(await cache.render('a', render())).toEqual({ html: 'render 1' });
  });

  it('makes room by dropping the page read longest ago when full', async () => {
    const { cache, render } = setUp({ maxBytes: 20 });
    await cache.render('a', render(true, 'a'.repeat(8)));
    await cache.render('b', render(true, 'b'.repeat(8)));
    cache.find('a');
    await cache.render('c', render(true, 'c'.repeat(8)));
    expect(cache.find('a')).toBeDefined();
    expect(cache.find('b')).toBeUndefined();
    expect(cache.find('c')).toBeDefined();
  });

  it('keeps nothing when kept for no time, and still shares a render', async () => {
    const { cache, render, renders } = setUp({ freshMs: 0 });
    const both = await Promise.all([cache.render('a', render()), cache.render('a', render())]);
    expect(both[0]).toBe(both[1]);
    expect(cache.find('a')).toBeUndefined();
    await cache.render('a', render());
    expect(renders()).toBe(2);
  });
});
