import {
  type ReviewQueueQuery,
  reviewQueueResponseSchema,
} from '@givecrowd/shared/review/review-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The queue's query string: only the filters that are set. */
function queueSearch(query: ReviewQueueQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

async function getReviewQueue(query: ReviewQueueQuery, signal: AbortSignal) {
  const path = `/api/admin/organizations${queueSearch(query)}`;
  return (await apiFetch(path, { schema: reviewQueueResponseSchema, signal })).data;
}

/**
 * The organizations waiting for a reviewer, oldest (re)submission first
 * (docs/product/verification.md#the-queue). A 404 means the person is no reviewer: the page shows
 * 'Page not found'.
 */
export function useReviewQueue(query: ReviewQueueQuery) {
  return useQuery({
    queryKey: ['admin-organizations', query],
    queryFn: ({ signal }) => getReviewQueue(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
    meta: { errorBanner: false },
  });
}
