import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getCheckoutStatus } from '@/features/onboarding/api/get-checkout-status';

/** The return address of a checkout names it: `?checkout={id}`, plus `checkout_cancelled=1`. */
export const CHECKOUT_PARAM = 'checkout';
export const CHECKOUT_CANCELLED_PARAM = 'checkout_cancelled';

/** The provider's confirmation usually arrives within seconds: ask a few times, then stop. */
const POLL_MS = 1500;
const MAX_TRIES = 5;

export type CheckoutReturn =
  | { state: 'none' }
  | { state: 'confirming' }
  | { state: 'paid' }
  /** Still open after the tries: the plan shows once the confirmation arrives. */
  | { state: 'pending' }
  | { state: 'cancelled' }
  | { state: 'failed'; message: string };

/**
 * Back on step 2 from a checkout (docs/product/plans-and-checkout.md#returning-from-a-checkout):
 * asks the server where the checkout stands a few times while it is open, then reloads the draft
 * (`refreshDraft`), whose plan state is the server's, and takes the parameters off the address.
 */
export function useCheckoutReturn(refreshDraft: () => Promise<unknown>): CheckoutReturn {
  const [searchParams, setSearchParams] = useSearchParams();
  const [checkoutId] = useState(() => searchParams.get(CHECKOUT_PARAM));
  const [isCancelled] = useState(() => searchParams.get(CHECKOUT_CANCELLED_PARAM) === '1');
  const isChecking = checkoutId !== null && !isCancelled;
  const queryKey = ['checkout-status', checkoutId];
  const status = useQuery({
    queryKey,
    queryFn: ({ signal }) => getCheckoutStatus(checkoutId ?? '', signal),
    enabled: isChecking,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.state === 'open' && query.state.dataUpdateCount < MAX_TRIES
        ? POLL_MS
        : false,
    // Shown in place, beside the plan.
    meta: { errorBanner: false },
  });
  const tries = useQueryClient().getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const isPolling =
    isChecking && (status.isPending || (status.data?.state === 'open' && tries < MAX_TRIES));
  const [isSettled, setSettled] = useState(false);

  const refreshRef = useRef(refreshDraft);
  refreshRef.current = refreshDraft;
  const started = useRef(false);
  useEffect(() => {
    if ((checkoutId === null && !isCancelled) || isPolling || started.current) return;
    started.current = true;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CHECKOUT_PARAM);
        next.delete(CHECKOUT_CANCELLED_PARAM);
        return next;
      },
      { replace: true },
    );
    void refreshRef.current().finally(() => setSettled(true));
  }, [checkoutId, isCancelled, isPolling, setSearchParams]);

  if (checkoutId === null && !isCancelled) return { state: 'none' };
  if (isCancelled) return { state: 'cancelled' };
  if (isPolling || !isSettled) return { state: 'confirming' };
  if (status.isError) return { state: 'failed', message: status.error.message };
  switch (status.data?.state) {
    case 'paid':
      return { state: 'paid' };
    case 'open':
      return { state: 'pending' };
    default:
      return { state: 'cancelled' };
  }
}
