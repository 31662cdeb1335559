import { categorySchema } from '@givecrowd/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const categoriesAnswerSchema = z.object({
  status: z.literal(true),
  data: z.array(categorySchema),
});

export async function getCategories(signal?: AbortSignal) {
  const answer = await apiFetch('/api/categories', { schema: categoriesAnswerSchema, signal });
  return answer.data;
}

export const categoriesQueryOptions = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal }) => getCategories(signal),
  // Spec §8: fetch failures like this one are only logged; the section says so in place.
  meta: { errorBanner: false },
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
