import { countriesResponseSchema } from '@givecrowd/shared/catalog/catalog-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export async function getCountries(signal?: AbortSignal) {
  const answer = await apiFetch('/api/countries', { schema: countriesResponseSchema, signal });
  return answer.data;
}

export const countriesQueryOptions = queryOptions({
  queryKey: ['countries'],
  queryFn: ({ signal }) => getCountries(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useCountries() {
  return useQuery(countriesQueryOptions);
}
