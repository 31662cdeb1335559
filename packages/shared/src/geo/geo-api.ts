import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';

/** `GET /api/geo`: the visitor's country by IP, null when unknown (private or local address). */
export const geoResponseSchema = okEnvelope(
  z.object({ country_code: z.string().length(2).nullable() }),
);
