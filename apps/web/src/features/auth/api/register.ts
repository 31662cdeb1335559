import { type RegisterRequest, tokenResponseSchema } from '@givecrowd/shared/auth/auth-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type RegisterInput = RegisterRequest & { signupToken: string };

export function register({ signupToken, ...body }: RegisterInput) {
  return apiFetch('/api/auth/register', {
    method: 'POST',
    body,
    token: signupToken,
    schema: tokenResponseSchema,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { errorBanner: false } });
}
