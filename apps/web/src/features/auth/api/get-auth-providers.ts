import { authProvidersResponseSchema } from '@givecrowd/shared/auth/auth-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export async function getAuthProviders(signal?: AbortSignal) {
  return (await apiFetch('/api/auth/providers', { schema: authProvidersResponseSchema, signal }))
    .data;
}

export const authProvidersQueryOptions = queryOptions({
  queryKey: ['auth-providers'],
  queryFn: ({ signal }) => getAuthProviders(signal),
  staleTime: Number.POSITIVE_INFINITY,
  // Without the answer the Google button simply stays hidden.
  meta: { errorBanner: false, logError: true },
});

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions);
}
