import { messageResponseSchema, phoneVerifyResponseSchema } from '@givecrowd/shared/auth/auth-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

type PhoneClaim = { phone: string; email: string };

/**
 * Texts a code to the signatory phone (E.164). A refusal (e.g. resend too soon) shows in the
 * banner, unless the caller handles it (`errorBanner: false`).
 */
export function sendAdminPhoneCode(claim: PhoneClaim) {
  return apiFetch('/api/organization/send-otp', {
    method: 'POST',
    body: claim,
    schema: messageResponseSchema,
  });
}

export function useSendAdminPhoneCode({ errorBanner = true } = {}) {
  return useMutation({ mutationFn: sendAdminPhoneCode, meta: { errorBanner } });
}

export function verifyAdminPhoneCode(claim: PhoneClaim & { otp: string }) {
  return apiFetch('/api/auth/partner-otp-verify', {
    method: 'POST',
    body: claim,
    schema: phoneVerifyResponseSchema,
  });
}

/** The dialog shows a failure in place. */
export function useVerifyAdminPhoneCode() {
  return useMutation({ mutationFn: verifyAdminPhoneCode, meta: { errorBanner: false } });
}
