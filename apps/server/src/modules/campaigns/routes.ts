import {
  campaignPageResponseSchema,
  campaignParamsSchema,
} from '@givecrowd/shared/campaigns/campaign-page-api';
import {
  featuredCampaignsQuerySchema,
  featuredCampaignsResponseSchema,
} from '@givecrowd/shared/campaigns/campaigns-api';
import {
  createCampaignRequestSchema,
  createCampaignResponseSchema,
} from '@givecrowd/shared/campaigns/create-campaign-api';
import type { App } from '@/lib/fastify-types.ts';
import { signedInUserId } from '@/modules/auth/session/session.ts';
import { createCampaign } from './create-campaign.ts';
import { loadCampaignPage } from './load-campaign-page.ts';
import { listFeaturedCampaigns } from './repository.ts';

const tags = ['campaigns'];
/** Short, so a new donation or an edit shows within the half minute (as organization sites). */
const PAGE_CACHE_CONTROL = 'public, max-age=30';
/** A story of up to 50,000 characters (RICH_TEXT_MAX_LENGTH) at up to 3 bytes each, and the rest. */
const CREATE_BODY_LIMIT = 256 * 1024;

export async function campaignRoutes(app: App): Promise<void> {
  app.get(
    '/api/campaigns/featured',
    {
      schema: {
        tags,
        summary: 'Featured live campaigns for the home page',
        querystring: featuredCampaignsQuerySchema,
        response: { 200: featuredCampaignsResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listFeaturedCampaigns(app.db, { limit: request.query.limit, now: app.clock() }),
    }),
  );

  app.get(
    '/api/campaigns/:slug',
    {
      schema: {
        tags,
        summary:
          'A public campaign or event for its page: story, goal, raised, days left and its organization; 404 when unknown or its organization is not public',
        params: campaignParamsSchema,
        response: { 200: campaignPageResponseSchema },
      },
    },
    async (request, reply) => {
      const campaign = await loadCampaignPage({
        db: app.db,
        slug: request.params.slug,
        mediaBaseUrl: app.config.mediaBaseUrl,
        now: app.clock(),
      });
      reply.header('Cache-Control', PAGE_CACHE_CONTROL);
      return { status: true as const, data: campaign };
    },
  );

  app.post(
    '/api/campaigns',
    {
      preHandler: app.requireUser,
      bodyLimit: CREATE_BODY_LIMIT,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "Create a campaign or event for one of the caller's organizations: 400 first failing rule, unknown category or an image not the caller's campaign upload; 404 someone else's organization; 409 one still a draft or rejected",
        body: createCampaignRequestSchema,
        response: { 201: createCampaignResponseSchema },
      },
    },
    async (request, reply) => {
      const campaign = await createCampaign({
        db: app.db,
        ownerId: signedInUserId(request),
        request: request.body,
        mediaBaseUrl: app.config.mediaBaseUrl,
        now: app.clock(),
      });
      reply.code(201);
      return { status: true as const, data: campaign };
    },
  );
}
