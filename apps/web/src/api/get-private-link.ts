import { privateLinkResponseSchema } from '@givecrowd/shared/uploads/uploads-api';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Asked for again this long before the link expires, so a shown link still works when used. */
const EXPIRY_MARGIN_MS = 30_000;

/**
 * GET /upload-service/private-link (docs/product/http-contract.md#uploads-and-media): a fresh
 * short-lived link to one of the signed-in user's private files.
 */
export async function getPrivateLink(key: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ key });
  return apiFetch(`/upload-service/private-link?${query}`, {
    schema: privateLinkResponseSchema,
    signal,
  });
}

/** Fresh until shortly before the link expires; a failure is logged, the preview just stays empty. */
export const privateLinkQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['private-link', key],
    queryFn: ({ signal }) => getPrivateLink(key, signal),
    staleTime: (query) => {
      const expiresAt = Date.parse(query.state.data?.expires_at ?? '');
      return Number.isNaN(expiresAt) ? 0 : Math.max(0, expiresAt - Date.now() - EXPIRY_MARGIN_MS);
    },
    meta: { errorBanner: false, logError: true },
  });
