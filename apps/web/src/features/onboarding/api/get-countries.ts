import { countrySchema } from '@givecrowd/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const countriesAnswerSchema = z.object({ status: z.literal(true), data: z.array(countrySchema) });

export async function getCountries(signal?: AbortSignal) {
  const answer = await apiFetch('/api/countries', { schema: countriesAnswerSchema, signal });
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
