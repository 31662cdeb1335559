import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { featuredCampaignSchema } from '../campaigns/campaigns-api.ts';
import { SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE_MAX } from '../constants.ts';
import { DISCOVER_PAGE_SIZE, DISCOVER_SORTS, DISCOVER_TABS } from './discover-options.ts';

/** Search and discovery (docs/product/search-and-discovery.md). */

/** The longest query the search bar sends; longer text is cut, never refused. */
export const SEARCH_QUERY_MAX = 100;

/**
 * `GET /api/organization/searchbar`: `query` (empty: the most active results), `page` ≥ 1,
 * `limit` 1..20 (default 4); anything else is 400.
 */
export const searchbarQuerySchema = z.object({
  query: z
    .string()
    .default('')
    .transform((value) => value.trim().slice(0, SEARCH_QUERY_MAX)),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(SEARCH_PAGE_SIZE),
});
export type SearchbarQuery = z.input<typeof searchbarQuerySchema>;

/** One result: an organization (`org`) or a campaign (`cam`); `asset` is a media key or null. */
export const searchResultSchema = z.object({
  type: z.enum(['org', 'cam']),
  slug: z.string(),
  title: z.string(),
  asset: z.string().nullable(),
  /** Share of the goal raised, whole percent, above 100 when over-funded; 0 for organizations. */
  percentage: z.number(),
  /** Days left, at least 0; 0 for organizations. */
  remaining_days: z.number(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchbarResponseSchema = okEnvelope(
  z.object({
    data: z.array(searchResultSchema),
    /** The matching results across pages, counted up to 1,000 (1,000: that many or more). */
    orgData: z.number().int(),
    allCategory: z.array(z.object({ name: z.string() })),
  }),
);

/** `GET /api/discover`: one page of public campaigns or organizations, optionally of one category. */
export const discoverQuerySchema = z.object({
  tab: z.enum(DISCOVER_TABS).default('campaigns'),
  category: z.string().trim().max(100).optional(),
  sort: z.enum(DISCOVER_SORTS).default('Magic'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(48).default(DISCOVER_PAGE_SIZE),
});
export type DiscoverQuery = z.input<typeof discoverQuerySchema>;

/** An organization as the discover page's cards show it; `logo` is a media key or null. */
export const organizationCardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  country_code: z.string().nullable(),
  categories: z.array(z.string()),
  campaign_count: z.number().int(),
});
export type OrganizationCard = z.infer<typeof organizationCardSchema>;

export const discoverResponseSchema = okEnvelope(
  z.object({
    tab: z.enum(DISCOVER_TABS),
    campaigns: z.array(featuredCampaignSchema),
    organizations: z.array(organizationCardSchema),
    total: z.number().int(),
    page: z.number().int(),
  }),
);
