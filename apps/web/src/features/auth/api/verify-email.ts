import { messageResponseSchema } from '@givecrowd/shared/auth/auth-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function verifyEmail(input: { token: string }) {
  return apiFetch('/api/auth/email-verify', {
    method: 'POST',
    body: input,
    schema: messageResponseSchema,
  });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail, meta: { errorBanner: false } });
}
