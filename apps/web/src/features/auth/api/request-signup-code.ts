import { type emailRequestSchema, messageResponseSchema } from '@givecrowd/shared/auth/auth-api';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export type RequestSignupCodeInput = z.input<typeof emailRequestSchema>;

export function requestSignupCode(input: RequestSignupCodeInput) {
  return apiFetch('/api/auth/signup/get-otp', {
    method: 'POST',
    body: input,
    schema: messageResponseSchema,
  });
}

export function useRequestSignupCode() {
  return useMutation({ mutationFn: requestSignupCode, meta: { errorBanner: false } });
}
