import { agreementHandoffResponseSchema } from '@givecrowd/shared/agreement/agreement-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/agreement-handoff/{token}`: the agreement the signatory's link opens, without a token. */
export async function getAgreementHandoff(token: string, signal?: AbortSignal) {
  const answer = await apiFetch(`/api/agreement-handoff/${encodeURIComponent(token)}`, {
    schema: agreementHandoffResponseSchema,
    signal,
    // The link is the signatory's proof: a signed-in visitor's own token is not theirs.
    token: '',
  });
  return answer.data;
}

export const agreementHandoffQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['agreement-handoff', token],
    queryFn: ({ signal }) => getAgreementHandoff(token, signal),
    retry: false,
    // The page says in place that the link no longer works.
    meta: { errorBanner: false },
  });

export function useAgreementHandoff(token: string) {
  return useQuery(agreementHandoffQueryOptions(token));
}
