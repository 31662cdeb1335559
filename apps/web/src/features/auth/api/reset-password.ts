import { messageResponseSchema, type ResetPasswordRequest } from '@givecrowd/shared/auth/auth-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function resetPassword(input: ResetPasswordRequest) {
  return apiFetch('/api/auth/reset-password', {
    method: 'POST',
    body: input,
    schema: messageResponseSchema,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { errorBanner: false } });
}
