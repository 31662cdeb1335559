import { categorySchema } from '@givecrowd/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const categoriesAnswerSchema = z.object({ status: z.literal(true), data: z.array(categorySchema) });

export async function getCategories(signal?: AbortSignal) {
  const answer = await apiFetch('/api/categories', { schema: categoriesAnswerSchema, signal });
  return answer.data;
}

/** Same key as the home page's list, so the two share one cached answer. */
export const categoriesQueryOptions = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal }) => getCategories(signal),
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
