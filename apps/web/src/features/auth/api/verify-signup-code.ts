import {
  type verifySignupCodeRequestSchema,
  verifySignupCodeResponseSchema,
} from '@givecrowd/shared/auth/auth-api';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export type VerifySignupCodeInput = z.input<typeof verifySignupCodeRequestSchema>;

/**
 * Signs in an address that has an account (`signed_in: true`, a session token); for a new one,
 * answers the signup token that register needs.
 */
export function verifySignupCode(input: VerifySignupCodeInput) {
  return apiFetch('/api/auth/signup/verify-otp', {
    method: 'POST',
    body: input,
    schema: verifySignupCodeResponseSchema,
  });
}

export function useVerifySignupCode() {
  return useMutation({ mutationFn: verifySignupCode, meta: { errorBanner: false } });
}
