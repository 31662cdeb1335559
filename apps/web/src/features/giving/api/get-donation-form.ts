import { donationFormResponseSchema } from '@givecrowd/shared/giving/giving-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import type { GiftTarget } from '@/lib/giving-paths';

/** No public campaign or organization is given to by this slug: not asked again. */
export const isDonationFormNotFound = (error: unknown) =>
  error instanceof ApiError && error.status === 404;

async function getDonationForm({ kind, slug }: GiftTarget, signal: AbortSignal) {
  const query = new URLSearchParams({ [`${kind}_slug`]: slug });
  const path = `/api/donations/form?${query}`;
  return (await apiFetch(path, { schema: donationFormResponseSchema, signal })).data;
}

/**
 * Whom the donation form gives to and on what terms (`GET /api/donations/form`): the
 * organization, the campaign, the currency and figures, and `refusal` when no gift can be made
 * now. Rendered on the server; a failure it rendered is not asked again when the page comes alive
 * (docs/product/server-rendering.md#hydration), 'Try again' asks.
 */
export const donationFormQueryOptions = (target: GiftTarget) =>
  queryOptions({
    queryKey: ['donation-form', target.kind, target.slug],
    queryFn: ({ signal }) => getDonationForm(target, signal),
    retry: (failures, error) => !isDonationFormNotFound(error) && failures < 2,
    retryOnMount: false,
    meta: { errorBanner: false },
  });

export function useDonationFormQuery(target: GiftTarget) {
  return useQuery(donationFormQueryOptions(target));
}
