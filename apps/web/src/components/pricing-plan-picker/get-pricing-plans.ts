import { pricingPlansResponseSchema } from '@givecrowd/shared/catalog/catalog-api';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The plans offered in a country (docs/product/http-contract.md#catalog-calls). */
export async function getPricingPlans(countryCode: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ country: countryCode });
  const answer = await apiFetch(`/api/pricing-plans?${query}`, {
    schema: pricingPlansResponseSchema,
    signal,
  });
  return answer.data;
}

export const pricingPlansQueryOptions = (countryCode: string) =>
  queryOptions({
    queryKey: ['pricing-plans', countryCode],
    queryFn: ({ signal }) => getPricingPlans(countryCode, signal),
    retry: false,
    // The picker says in place that the plans could not be loaded, with a way to try again.
    meta: { errorBanner: false },
  });
