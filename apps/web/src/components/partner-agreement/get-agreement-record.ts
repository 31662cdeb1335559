import { agreementRecordResponseSchema } from '@givecrowd/shared/agreement/agreement-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/agreements/{document_id}` (public): who signed the document, for whom and when. */
export async function getAgreementRecord(documentId: string, signal?: AbortSignal) {
  const answer = await apiFetch(`/api/agreements/${encodeURIComponent(documentId)}`, {
    schema: agreementRecordResponseSchema,
    signal,
    token: '',
  });
  return answer.data;
}

/** A signature never changes: read once. A failure only leaves the date out, so it is logged. */
export const agreementRecordQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: ['agreement-record', documentId],
    queryFn: ({ signal }) => getAgreementRecord(documentId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { errorBanner: false, logError: true },
  });

export function useAgreementRecord(documentId: string | null) {
  return useQuery({
    ...agreementRecordQueryOptions(documentId ?? ''),
    enabled: documentId !== null,
  });
}

/** The document id an agreement_link (its verification page, `?document_id=`) names. */
export function documentIdOf(link: string): string | null {
  try {
    return new URL(link, window.location.origin).searchParams.get('document_id');
  } catch {
    return null;
  }
}
