import { type ChangePasswordRequest, tokenResponseSchema } from '@givecrowd/shared/auth/auth-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { setToken } from '@/lib/auth-token';

export function changePassword(input: ChangePasswordRequest) {
  return apiFetch('/api/auth/change-password', {
    method: 'POST',
    body: input,
    schema: tokenResponseSchema,
  });
}

/** Other devices are logged out; this one keeps going with the fresh token. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: (answer) => setToken(answer.token) });
}
