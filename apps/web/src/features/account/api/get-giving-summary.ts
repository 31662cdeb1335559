import { givingSummaryResponseSchema } from '@givecrowd/shared/giving/giving-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export async function getGivingSummary(slug: string, signal?: AbortSignal) {
  const path = `/api/organizations/${encodeURIComponent(slug)}/donations/summary`;
  const answer = await apiFetch(path, { schema: givingSummaryResponseSchema, signal });
  return answer.data;
}

export const givingSummaryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['organizations', slug, 'donations', 'summary'],
    queryFn: ({ signal }) => getGivingSummary(slug, signal),
    meta: { errorBanner: false },
  });

/** An organization's figures for its owner's dashboard (docs/product/donations.md#the-dashboards-figures). */
export const useGivingSummary = (slug: string) => useQuery(givingSummaryQueryOptions(slug));
