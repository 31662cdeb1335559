import { reviewerSessionResponseSchema } from '@givecrowd/shared/review/review-api';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useToken } from '@/lib/use-token';
import { useViewer } from '@/lib/viewer';

async function getReviewerSession(signal: AbortSignal) {
  return (await apiFetch('/api/admin/session', { schema: reviewerSessionResponseSchema, signal }))
    .data;
}

/**
 * Whether the signed-in person is a reviewer (docs/product/verification.md#reviewers): asked only
 * with a token, answered `reviewer: false` for anyone else.
 */
export function useIsReviewer(): boolean {
  const token = useToken();
  const viewer = useViewer();
  const session = useQuery({
    queryKey: ['admin-session', viewer],
    queryFn: ({ signal }) => getReviewerSession(signal),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorBanner: false },
  });
  return token !== null && session.data?.reviewer === true;
}
