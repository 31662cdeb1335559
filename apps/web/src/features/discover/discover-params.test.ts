import { describe, expect, it } from 'vitest';
import { readDiscoverParams, withDiscoverChange } from './discover-params';

const read = (search: string) => readDiscoverParams(new URLSearchParams(search));

describe('readDiscoverParams', () => {
  it('reads the category link of the search overlay, ignoring its projects parameter', () => {
    expect(
      read('category=Child%20Welfare&projects=All%20Projects&sort=Magic&tab=organizations'),
    ).toEqual({ tab: 'organizations', category: 'Child Welfare', sort: 'Magic', page: 1 });
  });

  it('falls back to the defaults for what is missing or unknown', () => {
    expect(read('')).toEqual({ tab: 'campaigns', category: null, sort: 'Magic', page: 1 });
    expect(read('tab=events&sort=Random&category=%20%20&page=0')).toEqual({
      tab: 'campaigns',
      category: null,
      sort: 'Magic',
      page: 1,
    });
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
    expect(read('page=1e400').page).toBe(1);
  });

  it('reads every sort and a page', () => {
    expect(read('sort=Most%20funded&page=3')).toMatchObject({ sort: 'Most funded', page: 3 });
    expect(read('sort=Ending+soon').sort).toBe('Ending soon');
    expect(read('sort=Newest').sort).toBe('Newest');
  });

  it('cuts a category name at the length the server accepts', () => {
    expect(read(`category=${'a'.repeat(150)}`).category).toHaveLength(100);
  });
});

describe('withDiscoverChange', () => {
  const start = new URLSearchParams(
    'category=Health&projects=All%20Projects&sort=Magic&tab=campaigns&page=3',
  );

  it('starts again at page 1 on a new filter and keeps other parameters', () => {
    expect(withDiscoverChange(start, { sort: 'Newest' }).toString()).toBe(
      'category=Health&projects=All+Projects&sort=Newest&tab=campaigns',
    );
    expect(withDiscoverChange(start, { tab: 'organizations' }).get('page')).toBeNull();
  });

  it('leaves every category out of the address', () => {
    expect(withDiscoverChange(start, { category: null }).has('category')).toBe(false);
  });

  it('moves to another page, and leaves page 1 out', () => {
    expect(withDiscoverChange(start, { page: 4 }).get('page')).toBe('4');
    expect(withDiscoverChange(start, { page: 1 }).has('page')).toBe(false);
    expect(withDiscoverChange(new URLSearchParams(''), { page: 2 }).toString()).toBe(
      'tab=campaigns&sort=Magic&page=2',
    );
  });
});
