import { featuredCampaignSchema } from '@givecrowd/shared/catalog/schemas';
import { z } from 'zod';
import type { App } from '../../lib/fastify-types.ts';
import { listFeaturedCampaigns } from './repository.ts';

export async function campaignRoutes(app: App): Promise<void> {
  app.get(
    '/api/campaigns/featured',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Featured live campaigns for the home page',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(24).default(6) }),
        response: {
          200: z.object({ status: z.literal(true), data: z.array(featuredCampaignSchema) }),
        },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listFeaturedCampaigns(app.db, {
        limit: request.query.limit,
        mediaBaseUrl: app.config.mediaBaseUrl,
      }),
    }),
  );
}
