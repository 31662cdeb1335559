import { myOrganizationSchema } from '@givecrowd/shared/auth/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const answerSchema = z.object({ status: z.literal(true), data: z.array(myOrganizationSchema) });

export async function getMyOrganizations(signal?: AbortSignal) {
  return (await apiFetch('/api/organizations/mine', { schema: answerSchema, signal })).data;
}

export const myOrganizationsQueryOptions = queryOptions({
  queryKey: ['organizations', 'mine'],
  queryFn: ({ signal }) => getMyOrganizations(signal),
  meta: { errorBanner: false },
});

export function useMyOrganizations() {
  return useQuery(myOrganizationsQueryOptions);
}
