import {
  ONBOARDING_LINK_TTL_SECONDS,
  onboardingStatusResponseSchema,
} from '@givecrowd/shared/payments/payments-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * Whether the provider account's hosted onboarding is done, and the owner's own link to continue
 * it, which works for 30 minutes (docs/product/payments.md#onboarding-links).
 */
export async function getOnboardingStatus(accountId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ account_id: accountId });
  const { onboarded, url } = await apiFetch(`/api/payments/stripe/onboarding-status?${query}`, {
    schema: onboardingStatusResponseSchema,
    signal,
  });
  return { onboarded, url };
}

/** Asked again well before the link it gives expires, while the page is in front. */
const REFRESH_MS = (ONBOARDING_LINK_TTL_SECONDS * 1000) / 3;

export const onboardingStatusQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: ['onboarding-status', accountId],
    queryFn: ({ signal }) => getOnboardingStatus(accountId, signal),
    // Onboarding happens in another tab: the step asks again whenever the person comes back.
    staleTime: 0,
    refetchInterval: REFRESH_MS,
    retry: false,
    // Step 2 says in place that the status could not be read.
    meta: { errorBanner: false },
  });

/** The status of `accountId`, once an account exists. */
export function useOnboardingStatus(accountId: string | null) {
  return useQuery({
    ...onboardingStatusQueryOptions(accountId ?? ''),
    enabled: accountId !== null,
  });
}
