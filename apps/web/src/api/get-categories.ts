import { type QueryMeta, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export async function getCategories(signal?: AbortSignal) {
  const answer = await apiFetch('/api/categories', {
    // Loaded with the first call: the server renders the home page with this answer.
    schema: () =>
      import('@givecrowd/shared/catalog/catalog-api').then(
        (module) => module.categoriesResponseSchema,
      ),
    signal,
  });
  return answer.data;
}

/** One key for every list of categories, so the home page and the wizard share one answer. */
export const categoriesQueryOptions = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal }) => getCategories(signal),
});

/** `meta: { errorBanner: false }` when the caller says a failure in place. */
export function useCategories(meta?: QueryMeta) {
  return useQuery({ ...categoriesQueryOptions, meta });
}
