import { z } from 'zod';

/** `GET /api/geo`: the visitor's country by IP, null when unknown (private or local address). */
export const geoResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ country_code: z.string().length(2).nullable() }),
});
