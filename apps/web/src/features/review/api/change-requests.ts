import {
  type ChangeRequestDecision,
  changeRequestListResponseSchema,
  changeRequestResponseSchema,
} from '@givecrowd/shared/organization/settings/settings-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const changeRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-change-requests'],
    queryFn: async ({ signal }) =>
      (
        await apiFetch('/api/admin/change-requests', {
          schema: changeRequestListResponseSchema,
          signal,
        })
      ).data,
    retry: false,
    staleTime: 0,
    meta: { errorBanner: false },
  });

/**
 * `GET /api/admin/change-requests`: the change requests waiting, oldest first
 * (docs/product/verification.md#change-requests). A 404: not a reviewer.
 */
export function useChangeRequests() {
  return useQuery(changeRequestsQueryOptions());
}

/** `POST /api/admin/change-requests/{id}/decision`: the list is asked again after it. */
export function useDecideChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: ChangeRequestDecision }) =>
      (
        await apiFetch(`/api/admin/change-requests/${encodeURIComponent(id)}/decision`, {
          method: 'POST',
          body: decision,
          schema: changeRequestResponseSchema,
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries(changeRequestsQueryOptions()),
    meta: { errorBanner: false },
  });
}
