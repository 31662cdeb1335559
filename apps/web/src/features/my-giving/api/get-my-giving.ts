import { myGivingResponseSchema } from '@givecrowd/shared/giving/my-giving-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';

/** The link's key expired, was changed or was never one: asking again will not help. */
export const isLinkInvalid = (error: unknown) => error instanceof ApiError && error.status === 404;

export const myGivingQueryKey = (key: string) => ['my-giving', key] as const;

/** The address of a call of the donor's page, with its link's key. */
export const myGivingPath = (path: string, key: string) =>
  `/api/my-giving${path}?${new URLSearchParams({ key })}`;

async function getMyGiving(key: string, signal: AbortSignal) {
  return (
    await apiFetch(myGivingPath('', key), { schema: myGivingResponseSchema, signal, token: '' })
  ).data;
}

/** `GET /api/my-giving?key=`: the donor's gifts, receipts and running monthly gifts. */
export function useMyGiving(key: string) {
  return useQuery(
    queryOptions({
      queryKey: myGivingQueryKey(key),
      queryFn: ({ signal }) => getMyGiving(key, signal),
      retry: (failures, error) => !isLinkInvalid(error) && failures < 2,
      meta: { errorBanner: false },
    }),
  );
}
