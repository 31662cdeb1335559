import { type LoginRequest, tokenResponseSchema } from '@givecrowd/shared/auth/auth-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function login(input: LoginRequest) {
  return apiFetch('/api/auth/login', { method: 'POST', body: input, schema: tokenResponseSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login, meta: { errorBanner: false } });
}
