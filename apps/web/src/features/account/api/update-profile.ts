import { type UpdateProfileRequest, userResponseSchema } from '@givecrowd/shared/auth/auth-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function updateProfile(input: UpdateProfileRequest) {
  return apiFetch('/api/auth/profile', { method: 'POST', body: input, schema: userResponseSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => queryClient.setQueryData(['me'], answer.data.user),
  });
}
