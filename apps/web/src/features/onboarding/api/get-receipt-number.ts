import { receiptNumberResponseSchema } from '@givecrowd/shared/organization/draft-api';
import { isReceiptPrefix } from '@givecrowd/shared/organization/formats';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export async function getReceiptNumber(
  { prefix, slug }: { prefix: string; slug: string | null },
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ prefix });
  if (slug) query.set('slug', slug);
  const answer = await apiFetch(`/api/organization/receipt-number?${query}`, {
    schema: receiptNumberResponseSchema,
    signal,
  });
  return answer.data;
}

/**
 * The receipt number format for the typed prefix (own draft's number once it exists). Without it
 * the suffix shows '…'.
 */
export function useReceiptNumber({ prefix, slug }: { prefix: string; slug: string | null }) {
  return useQuery({
    queryKey: ['receipt-number', prefix, slug],
    queryFn: ({ signal }) => getReceiptNumber({ prefix, slug }, signal),
    enabled: isReceiptPrefix(prefix),
    meta: { errorBanner: false, logError: true },
  });
}
