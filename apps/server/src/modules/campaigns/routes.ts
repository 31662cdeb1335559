import {
  featuredCampaignsQuerySchema,
  featuredCampaignsResponseSchema,
} from '@givecrowd/shared/campaigns/campaigns-api';
import type { App } from '@/lib/fastify-types.ts';
import { listFeaturedCampaigns } from './repository.ts';

export async function campaignRoutes(app: App): Promise<void> {
  app.get(
    '/api/campaigns/featured',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Featured live campaigns for the home page',
        querystring: featuredCampaignsQuerySchema,
        response: { 200: featuredCampaignsResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listFeaturedCampaigns(app.db, { limit: request.query.limit }),
    }),
  );
}
