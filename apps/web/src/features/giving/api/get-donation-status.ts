import {
  type DonationStatusResponse,
  donationStatusResponseSchema,
} from '@givecrowd/shared/giving/giving-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiFetch } from '@/lib/api-client';
import type { GiftTarget } from '@/lib/giving-paths';

/** How often the thank-you page asks again while it waits, and for how long in all. */
export const STATUS_POLL_MS = 2_000;
export const STATUS_WAIT_MS = 60_000;

/** No gift has this id, or the key is not its key: the answer will not change. */
export const isDonationNotFound = (error: unknown) =>
  error instanceof ApiError && error.status === 404;

async function getDonationStatus(donationId: string, key: string, signal: AbortSignal) {
  const path = `/api/donations/${encodeURIComponent(donationId)}?${new URLSearchParams({ key })}`;
  return (await apiFetch(path, { schema: donationStatusResponseSchema, signal })).data;
}

export const donationStatusQueryOptions = (donationId: string, key: string) =>
  queryOptions({
    queryKey: ['donation', donationId, key],
    queryFn: ({ signal }) => getDonationStatus(donationId, key, signal),
    retry: (failures, error) => !isDonationNotFound(error) && failures < 2,
    staleTime: 0,
    meta: { errorBanner: false },
  });

/**
 * A gift as its thank-you link shows it (`GET /api/donations/{id}?key=`). Asked again every 2 s
 * while the payment is being confirmed or its receipt made, for a minute at most; then
 * `isWaitOver`, until `waitAgain` starts another minute.
 */
export function useDonationStatus(donationId: string, key: string) {
  const [isWaitOver, setIsWaitOver] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const startWaiting = useCallback(() => {
    clearTimeout(timer.current);
    setIsWaitOver(false);
    timer.current = setTimeout(() => setIsWaitOver(true), STATUS_WAIT_MS);
  }, []);
  useEffect(() => {
    startWaiting();
    return () => clearTimeout(timer.current);
  }, [startWaiting]);
  const query = useQuery({
    ...donationStatusQueryOptions(donationId, key),
    refetchInterval: ({ state }) => {
      const donation = state.data;
      const isWaiting =
        donation?.status === 'pending' ||
        (donation?.status === 'succeeded' && !donation.receipt?.link);
      return isWaiting && !isWaitOver ? STATUS_POLL_MS : false;
    },
  });
  const waitAgain = () => {
    startWaiting();
    void query.refetch();
  };
  return { ...query, isWaitOver, waitAgain };
}

/** The campaign a gift went to, or else its organization. */
export const donationTargetOf = (donation: DonationStatusResponse['data']): GiftTarget =>
  donation.campaign_slug
    ? { kind: 'campaign', slug: donation.campaign_slug }
    : { kind: 'organization', slug: donation.organization_slug };
