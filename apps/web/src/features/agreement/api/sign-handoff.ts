import {
  type AgreementHandoffSignRequest,
  partnerAgreementResponseSchema,
} from '@givecrowd/shared/agreement/agreement-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

type SignHandoffInput = { token: string; request: AgreementHandoffSignRequest };

/**
 * `POST /api/agreement-handoff/{token}/sign`: the signatory's details, the texted code and the
 * drawn signature (a PNG data URL). Answers like the partner-agreement call (the signed PDF's
 * short-lived link); the link dies once it has signed.
 */
export function signHandoff({ token, request }: SignHandoffInput) {
  return apiFetch(`/api/agreement-handoff/${encodeURIComponent(token)}/sign`, {
    method: 'POST',
    body: request,
    schema: partnerAgreementResponseSchema,
    token: '',
  });
}

/** The page marks the field a refusal names, or shows it in place. */
export function useSignHandoff() {
  return useMutation({ mutationFn: signHandoff, meta: { errorBanner: false } });
}
