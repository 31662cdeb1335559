import { signedAgreementResponseSchema } from '@givecrowd/shared/agreement/agreement-api';
import { apiFetch } from '@/lib/api-client';

/**
 * `GET /api/organization/partner-agreement` (token): the signed agreement with a fresh
 * short-lived link to its PDF: the draft's when there is one (`slug`), else the signer's own,
 * signed before the first save. 404 (AGREEMENT_MESSAGES.noSignedAgreement) when there is none.
 */
export function getSignedAgreement(slug: string | null) {
  const query = slug ? `?${new URLSearchParams({ slug })}` : '';
  return apiFetch(`/api/organization/partner-agreement${query}`, {
    schema: signedAgreementResponseSchema,
  });
}
