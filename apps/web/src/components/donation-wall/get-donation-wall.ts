import { wallResponseSchema } from '@givecrowd/shared/giving/giving-api';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import type { GiftTarget } from '@/lib/giving-paths';

/** Gifts a wall shows at first and adds with each 'Show more'. */
export const WALL_PAGE_SIZE = 10;

function wallPath({ kind, slug }: GiftTarget, page: number): string {
  const query = new URLSearchParams({ page: String(page), limit: String(WALL_PAGE_SIZE) });
  return kind === 'campaign'
    ? `/api/campaigns/${encodeURIComponent(slug)}/donations?${query}`
    : `/api/organizations/${encodeURIComponent(slug)}/donations/wall?${query}`;
}

async function getDonationWall(target: GiftTarget, page: number, signal: AbortSignal) {
  return (await apiFetch(wallPath(target, page), { schema: wallResponseSchema, signal })).data;
}

/**
 * The latest gifts to a campaign, or to an organization and all its campaigns (docs/product/http-contract.md, Giving),
 * newest first, a page at a time. Asked in the browser only; a failure is told in place.
 */
export const donationWallQueryOptions = (target: GiftTarget) =>
  infiniteQueryOptions({
    queryKey: ['donation-wall', target.kind, target.slug],
    queryFn: ({ pageParam, signal }) => getDonationWall(target, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((count, page) => count + page.data.length, 0);
      return shown < last.total && last.data.length > 0 ? pages.length + 1 : undefined;
    },
    // An unknown campaign or organization has no wall to ask for again.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
    meta: { errorBanner: false },
  });

export function useDonationWall(target: GiftTarget) {
  return useInfiniteQuery(donationWallQueryOptions(target));
}
