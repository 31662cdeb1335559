import { geoResponseSchema } from '@givecrowd/shared/geo/geo-api';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export async function getGeoCountry(signal?: AbortSignal) {
  const answer = await apiFetch('/api/geo', { schema: geoResponseSchema, signal });
  return answer.data.country_code;
}

/** The visitor's country by IP, to preselect one; a failure only means no preselection. */
export function useGeoCountry() {
  return useQuery({
    queryKey: ['geo-country'],
    queryFn: ({ signal }) => getGeoCountry(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { errorBanner: false, logError: true },
  });
}
