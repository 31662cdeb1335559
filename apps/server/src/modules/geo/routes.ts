import { geoResponseSchema } from '@givecrowd/shared/geo/geo-api';
import type { App } from '@/lib/fastify-types.ts';
import { lookupCountryCode } from './lookup-country.ts';

export async function geoRoutes(app: App): Promise<void> {
  app.get(
    '/api/geo',
    {
      schema: {
        tags: ['catalog'],
        summary:
          "The caller's country by IP (offline database; X-Forwarded-For through trustProxy); null for private and local addresses",
        response: { 200: geoResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: { country_code: lookupCountryCode(request.ip) },
    }),
  );
}
