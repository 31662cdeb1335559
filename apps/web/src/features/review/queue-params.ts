import { type ReviewQueueQuery, reviewQueueQuerySchema } from '@givecrowd/shared/review/review-api';

/** The queue's filters, as the address keeps them (docs/product/verification.md#the-queue). */
export const QUEUE_FILTERS = ['country', 'type', 'program', 'min_age_days'] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

/**
 * The filters in an address: each one the queue call accepts; one it would refuse (a typed-in
 * `type=club`) is left out rather than failing the page.
 */
export function readQueueQuery(search: URLSearchParams): ReviewQueueQuery {
  const query: ReviewQueueQuery = {};
  for (const filter of QUEUE_FILTERS) {
    const value = search.get(filter);
    if (value === null || value === '') continue;
    const parsed = reviewQueueQuerySchema.shape[filter].safeParse(value);
    if (parsed.success && parsed.data !== undefined)
      Object.assign(query, { [filter]: parsed.data });
  }
  return query;
}

/** The address's search after one filter changed; an empty value removes it. */
export function withQueueFilter(
  search: URLSearchParams,
  filter: QueueFilter,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(filter, value);
  else next.delete(filter);
  return next;
}
