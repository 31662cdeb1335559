import { agreementVerificationResponseSchema } from '@givecrowd/shared/agreement/agreement-api';
import { useMutation } from '@tanstack/react-query';
import { getAgreementRecord } from '@/components/partner-agreement/get-agreement-record';
import { apiFetch } from '@/lib/api-client';

/** What the verification page was asked: a PDF's bytes, or a document id. */
export type VerifyInput = { file: File } | { documentId: string };

/**
 * `POST /api/agreements/verify` (the PDF, multipart `file`) or `GET /api/agreements/{document_id}`:
 * whether it is exactly a signed document, and whose. An unknown document id answers 404.
 */
export async function verifyAgreement(input: VerifyInput) {
  if ('file' in input) {
    const body = new FormData();
    body.set('file', input.file, input.file.name);
    const answer = await apiFetch('/api/agreements/verify', {
      method: 'POST',
      body,
      schema: agreementVerificationResponseSchema,
      token: '',
    });
    return answer.data;
  }
  return { match: true, record: await getAgreementRecord(input.documentId) };
}

/** The page shows the answer, or the failure, in place. */
export function useVerifyAgreement() {
  return useMutation({ mutationFn: verifyAgreement, meta: { errorBanner: false } });
}
