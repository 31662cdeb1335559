import { tokenResponseSchema } from '@givecrowd/shared/auth/auth-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function socialLogin(input: { provider: 'google'; id_token: string }) {
  return apiFetch('/api/auth/social/login', {
    method: 'POST',
    body: input,
    schema: tokenResponseSchema,
  });
}

export function useSocialLogin() {
  return useMutation({ mutationFn: socialLogin, meta: { errorBanner: false } });
}
