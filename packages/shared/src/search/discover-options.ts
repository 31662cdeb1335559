/**
 * What /discover offers (docs/product/search-and-discovery.md#discover), apart from the request
 * and answer schemas so the page can use them without loading zod.
 */

export const DISCOVER_TABS = ['campaigns', 'organizations'] as const;
export type DiscoverTab = (typeof DISCOVER_TABS)[number];

/** The sorts of /discover; 'Magic' (the default) mixes relevance, activity and closeness to goal. */
export const DISCOVER_SORTS = ['Magic', 'Newest', 'Most funded', 'Ending soon'] as const;
export type DiscoverSort = (typeof DISCOVER_SORTS)[number];

export const DISCOVER_PAGE_SIZE = 12;
