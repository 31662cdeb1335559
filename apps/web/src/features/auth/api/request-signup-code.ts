import { type SignupCodeRequest, signupCodeResponseSchema } from '@givecrowd/shared/auth/auth-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type RequestSignupCodeInput = SignupCodeRequest;

/** Sends a code, or points to the one that still works unless `resend` (docs/product/accounts.md#codes-asked-for-again). */
export function requestSignupCode(input: RequestSignupCodeInput) {
  return apiFetch('/api/auth/signup/get-otp', {
    method: 'POST',
    body: input,
    schema: signupCodeResponseSchema,
  });
}

export function useRequestSignupCode() {
  return useMutation({ mutationFn: requestSignupCode, meta: { errorBanner: false } });
}
