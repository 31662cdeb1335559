import { draftResponseSchema } from '@givecrowd/shared/organization/draft-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export async function getDraft(slug: string, signal?: AbortSignal) {
  const answer = await apiFetch(`/api/organization/create/${encodeURIComponent(slug)}`, {
    schema: draftResponseSchema,
    signal,
  });
  return answer.data.organization;
}

export const draftQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['organization-draft', slug],
    queryFn: ({ signal }) => getDraft(slug, signal),
    retry: false,
    // The steps read the draft too: a field mounting after a failed load must not load it again
    // (and hide the step while it does, over and over). The wizard offers to start over instead.
    retryOnMount: false,
    staleTime: 0,
    // The wizard says in place that the draft could not be loaded.
    meta: { errorBanner: false },
  });

/** The stored draft, when a slug is known (docs/product/wizard.md#saving-and-reloading). */
export function useDraft(slug: string | null) {
  return useQuery({ ...draftQueryOptions(slug ?? ''), enabled: slug !== null });
}
