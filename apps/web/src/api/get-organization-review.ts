import { organizationReviewStateResponseSchema } from '@givecrowd/shared/review/review-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

async function getOrganizationReview(slug: string, signal: AbortSignal) {
  const path = `/api/organization/${encodeURIComponent(slug)}/review`;
  return (await apiFetch(path, { schema: organizationReviewStateResponseSchema, signal })).data;
}

/**
 * Where the owner's organization stands in verification: its status, the fields a reviewer asked
 * about, the timeline and the expiries (docs/product/verification.md#the-organizations-side).
 * Shown in place where it is asked for.
 */
export const organizationReviewQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['organization-review', slug],
    queryFn: ({ signal }) => getOrganizationReview(slug, signal),
    meta: { errorBanner: false },
  });

export function useOrganizationReview(slug: string | null, { enabled = true } = {}) {
  return useQuery({
    ...organizationReviewQueryOptions(slug ?? ''),
    enabled: enabled && slug !== null,
  });
}
