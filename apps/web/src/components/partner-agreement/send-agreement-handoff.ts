import {
  type agreementHandoffRequestSchema,
  agreementMessageResponseSchema,
} from '@givecrowd/shared/agreement/agreement-api';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

type HandoffRequest = z.input<typeof agreementHandoffRequestSchema>;

/**
 * `POST /api/organization/partner-agreement/handoff`: emails the draft's signatory a one-time
 * link to sign on their own device (valid 72 hours; sending again is rate-limited).
 */
export function sendAgreementHandoff(request: HandoffRequest) {
  return apiFetch('/api/organization/partner-agreement/handoff', {
    method: 'POST',
    body: request,
    schema: agreementMessageResponseSchema,
  });
}

/** The step shows a refusal (rate limit, no draft) in place, beside the button. */
export function useSendAgreementHandoff() {
  return useMutation({ mutationFn: sendAgreementHandoff, meta: { errorBanner: false } });
}
