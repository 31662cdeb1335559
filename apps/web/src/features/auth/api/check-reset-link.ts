import { passedResponseSchema } from '@givecrowd/shared/auth/auth-api';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Whether a reset link still works; a dead one fails with the server's message. Never uses it up. */
function checkResetLink(token: string, signal?: AbortSignal) {
  return apiFetch('/api/auth/reset-password/check', {
    method: 'POST',
    body: { token },
    schema: passedResponseSchema,
    signal,
  });
}

/** Checked when the reset page opens (docs/product/accounts.md#passwords). */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['reset-link', token],
    queryFn: ({ signal }) => checkResetLink(token, signal),
    enabled: token !== '',
    // A dead link is said in place on the reset page, and asking again will not revive it.
    meta: { errorBanner: false },
    retry: false,
    refetchOnReconnect: false,
    staleTime: 0,
    gcTime: 0,
  });
}
