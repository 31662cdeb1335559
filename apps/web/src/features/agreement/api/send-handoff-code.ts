import { agreementMessageResponseSchema } from '@givecrowd/shared/agreement/agreement-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/agreement-handoff/{token}/send-code`: texts a code to the verified admin phone. */
export function sendHandoffCode(token: string) {
  return apiFetch(`/api/agreement-handoff/${encodeURIComponent(token)}/send-code`, {
    method: 'POST',
    body: {},
    schema: agreementMessageResponseSchema,
    token: '',
  });
}

/** A refusal (resend too soon, a dead link) shows in the banner. */
export function useSendHandoffCode() {
  return useMutation({ mutationFn: sendHandoffCode });
}
