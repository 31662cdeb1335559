import {
  type YearEndStatementsBody,
  yearEndStatementsResponseSchema,
} from '@givecrowd/shared/giving/statements-api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function sendStatements(slug: string, body: YearEndStatementsBody) {
  return apiFetch(`/api/organizations/${encodeURIComponent(slug)}/statements`, {
    method: 'POST',
    body,
    schema: yearEndStatementsResponseSchema,
  });
}

/** Emails each donor of a year their statement (docs/product/donations.md#year-end-statements). */
export function useSendStatements(slug: string) {
  return useMutation({
    mutationFn: (body: YearEndStatementsBody) => sendStatements(slug, body),
    meta: { errorBanner: false },
  });
}
