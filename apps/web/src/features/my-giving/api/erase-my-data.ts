import { myGivingMessageResponseSchema } from '@givecrowd/shared/giving/my-giving-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { myGivingPath, myGivingQueryKey } from './get-my-giving';

/** `POST /api/my-giving/erase?key=`: the donor's data that the law does not keep goes. */
function eraseMyData(key: string) {
  return apiFetch(myGivingPath('/erase', key), {
    method: 'POST',
    schema: myGivingMessageResponseSchema,
    token: '',
  });
}

/** Erases the donor's data, then reads the page's gifts again. */
export function useEraseMyData(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => eraseMyData(key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myGivingQueryKey(key) }),
    meta: { errorBanner: false },
  });
}
