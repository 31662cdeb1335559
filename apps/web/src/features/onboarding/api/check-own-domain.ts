import {
  type OwnDomainCheckRequest,
  ownDomainCheckResponseSchema,
} from '@givecrowd/shared/organization/website-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { draftQueryOptions } from '@/api/get-draft';
import { apiFetch } from '@/lib/api-client';

/** 'Check DNS': looks for the own domain's TXT record (docs/product/site-addresses.md#own-domains). */
export async function checkOwnDomain(input: OwnDomainCheckRequest) {
  const answer = await apiFetch('/api/organization/own-domain/check', {
    method: 'POST',
    body: input,
    schema: ownDomainCheckResponseSchema,
  });
  return answer.data;
}

/** The check, after which the draft is read again: a verified domain changes its status. */
export function useCheckOwnDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkOwnDomain,
    meta: { errorBanner: false },
    onSuccess: (_check, { slug }) =>
      queryClient.invalidateQueries({ queryKey: draftQueryOptions(slug).queryKey }),
  });
}
