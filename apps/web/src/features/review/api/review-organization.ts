import {
  type ReviewOrganization,
  reviewOrganizationResponseSchema,
  type StatusChangeRequest,
} from '@givecrowd/shared/review/review-api';
import type { GrantDecision } from '@givecrowd/shared/review/review-moves';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';

const organizationPath = (slug: string) => `/api/admin/organizations/${encodeURIComponent(slug)}`;

const reviewOrganizationQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['admin-organization', slug],
    queryFn: async ({ signal }) =>
      (await apiFetch(organizationPath(slug), { schema: reviewOrganizationResponseSchema, signal }))
        .data,
    retry: false,
    staleTime: 0,
    meta: { errorBanner: false },
  });

/**
 * Everything a reviewer needs to decide on one organization
 * (docs/product/verification.md#the-review-page). A 404: no reviewer, or no such organization.
 */
export function useReviewOrganization(slug: string) {
  return useQuery(reviewOrganizationQueryOptions(slug));
}

/**
 * After a decision the page shows the answer, and the queue is asked again. Refused because
 * someone else moved the organization first (409): the page is asked again, to show their change.
 */
function useDecisionHandlers(slug: string) {
  const queryClient = useQueryClient();
  const { queryKey } = reviewOrganizationQueryOptions(slug);
  return {
    onSuccess: (organization: ReviewOrganization) => {
      queryClient.setQueryData(queryKey, organization);
      void queryClient.invalidateQueries({ queryKey: ['admin-organizations'] });
    },
    onError: (error: Error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  };
}

/** `POST /api/admin/organizations/{slug}/status`: the dialog shows a refusal itself. */
export function useChangeStatus(slug: string) {
  const handlers = useDecisionHandlers(slug);
  return useMutation({
    mutationFn: async (request: StatusChangeRequest) =>
      (
        await apiFetch(`${organizationPath(slug)}/status`, {
          method: 'POST',
          body: request,
          schema: reviewOrganizationResponseSchema,
        })
      ).data,
    ...handlers,
    meta: { errorBanner: false },
  });
}

/** `POST /api/admin/organizations/{slug}/grant`: the grant program decision. */
export function useDecideGrant(slug: string) {
  const handlers = useDecisionHandlers(slug);
  return useMutation({
    mutationFn: async (request: { decision: GrantDecision; note: string }) =>
      (
        await apiFetch(`${organizationPath(slug)}/grant`, {
          method: 'POST',
          body: request,
          schema: reviewOrganizationResponseSchema,
        })
      ).data,
    ...handlers,
    meta: { errorBanner: false },
  });
}
