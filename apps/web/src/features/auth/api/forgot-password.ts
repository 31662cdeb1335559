import { type emailRequestSchema, messageResponseSchema } from '@givecrowd/shared/auth/auth-api';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export function forgotPassword(input: z.input<typeof emailRequestSchema>) {
  return apiFetch('/api/auth/forgot', {
    method: 'POST',
    body: input,
    schema: messageResponseSchema,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { errorBanner: false } });
}
