import {
  DISCOVER_SORTS,
  DISCOVER_TABS,
  type DiscoverSort,
  type DiscoverTab,
} from '@givecrowd/shared/search/discover-options';

/**
 * What /discover shows, all of it kept in the address
 * (docs/product/search-and-discovery.md#discover).
 */
export type DiscoverParams = {
  tab: DiscoverTab;
  /** A category's name; null for every category. */
  category: string | null;
  sort: DiscoverSort;
  page: number;
};

/** The server refuses longer category names; a longer one cannot match any. */
const CATEGORY_MAX = 100;

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  values.some((known) => known === value);

export const isDiscoverTab = (value: string | null): value is DiscoverTab =>
  isOneOf(DISCOVER_TABS, value);

export const isDiscoverSort = (value: string | null): value is DiscoverSort =>
  isOneOf(DISCOVER_SORTS, value);

/**
 * The page's state from its address. Anything unknown or malformed falls back to the default
 * (campaigns, every category, Magic, page 1); other parameters, such as the category link's
 * `projects=All Projects`, are ignored.
 */
export function readDiscoverParams(search: URLSearchParams): DiscoverParams {
  const tab = search.get('tab');
  const sort = search.get('sort');
  const page = Number(search.get('page') ?? '1');
  return {
    tab: isDiscoverTab(tab) ? tab : 'campaigns',
    category: search.get('category')?.trim().slice(0, CATEGORY_MAX) || null,
    sort: isDiscoverSort(sort) ? sort : 'Magic',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The address after `change`. A new tab, category or sort starts again at page 1; page 1 and
 * every category are left out of the address; other parameters stay as they were.
 */
export function withDiscoverChange(
  search: URLSearchParams,
  change: Partial<DiscoverParams>,
): URLSearchParams {
  const next = { ...readDiscoverParams(search), page: 1, ...change };
  const params = new URLSearchParams(search);
  params.set('tab', next.tab);
  if (next.category) params.set('category', next.category);
  else params.delete('category');
  params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  else params.delete('page');
  return params;
}
