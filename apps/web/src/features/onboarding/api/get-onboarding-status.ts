import { onboardingStatusResponseSchema } from '@givecrowd/shared/payments/payments-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Whether the provider account's hosted onboarding is done. */
export async function getOnboardingStatus(accountId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ account_id: accountId });
  const answer = await apiFetch(`/api/payments/stripe/onboarding-status?${query}`, {
    schema: onboardingStatusResponseSchema,
    signal,
  });
  return answer.onboarded;
}

export const onboardingStatusQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: ['onboarding-status', accountId],
    queryFn: ({ signal }) => getOnboardingStatus(accountId, signal),
    // Onboarding happens in another tab: the step asks again whenever the person comes back.
    staleTime: 0,
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
