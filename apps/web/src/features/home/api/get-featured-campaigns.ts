import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const FEATURED_LIMIT = 6;

export async function getFeaturedCampaigns(signal?: AbortSignal) {
  const answer = await apiFetch(`/api/campaigns/featured?limit=${FEATURED_LIMIT}`, {
    // Loaded with the first call: the server renders the home page with this answer.
    schema: () =>
      import('@givecrowd/shared/campaigns/campaigns-api').then(
        (module) => module.featuredCampaignsResponseSchema,
      ),
    signal,
  });
  return answer.data;
}

export const featuredCampaignsQueryOptions = queryOptions({
  queryKey: ['campaigns', 'featured', FEATURED_LIMIT],
  queryFn: ({ signal }) => getFeaturedCampaigns(signal),
  // A failure here is only logged; the section says so in place
  // (docs/product/routes-and-screens.md#home-page).
  meta: { errorBanner: false },
});

export function useFeaturedCampaigns() {
  return useQuery(featuredCampaignsQueryOptions);
}
