import { cancelMonthlyGiftResponseSchema } from '@givecrowd/shared/giving/my-giving-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { myGivingPath, myGivingQueryKey } from './get-my-giving';

/** `POST /api/my-giving/monthly/{id}/cancel?key=`: stops the monthly gift at once. */
function stopMonthlyGift({ key, id }: { key: string; id: string }) {
  return apiFetch(myGivingPath(`/monthly/${encodeURIComponent(id)}/cancel`, key), {
    method: 'POST',
    schema: cancelMonthlyGiftResponseSchema,
    token: '',
  });
}

/** Stops a monthly gift, then reads the page's gifts again. */
export function useStopMonthlyGift(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => stopMonthlyGift({ key, id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myGivingQueryKey(key) }),
    meta: { errorBanner: false },
  });
}
